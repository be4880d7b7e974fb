import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./app/App";
import { preloadLandingPage } from "./app/AppRoutes";
import { ErrorBoundary } from "./components/errors/ErrorBoundary";
import { watchTyping } from "./components/motion/typingRest";
import "./index.css";

watchTyping();
void preloadLandingPage(window.location.pathname).then(() => createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ErrorBoundary>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
));
