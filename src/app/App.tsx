import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { ConfirmHost } from "../components/confirm/ConfirmHost";
import { ErrorBoundary } from "../components/errors/ErrorBoundary";
import { Sidebar } from "../components/sidebar/Sidebar";
import { isNarrow, useSidebarCollapsed } from "../components/sidebar/useSidebarCollapsed";
import { ToastHost } from "../components/toast/ToastHost";
import { AppRoutes } from "./AppRoutes";
import { AutoSaveSlot } from "./AutoSaveSlot";
import { mainColumnClass, removeLandingShell } from "./landingShell";
import { setAppNavigate } from "./navigation";
import { Toolbar } from "./Toolbar";

/** The shell: sidebar, toolbar over the page, and the app-wide layers (auto-save, toasts, confirm). */
export function App() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => { setAppNavigate((to) => { void navigate(to); }); return () => setAppNavigate(undefined); }, [navigate]);
  useEffect(removeLandingShell, []);
  return (
    <div className="min-h-full" data-app-shell="" data-sidebar={collapsed ? "collapsed" : "expanded"}>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[80] focus:rounded focus:bg-chips focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Sidebar collapsed={collapsed} onCollapsedChange={setCollapsed} onNavigate={() => { if (isNarrow()) setCollapsed(true); }} />
      {!collapsed && (
        // Phones: the expanded sidebar overlays the page; tapping outside folds it away.
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/60 md:hidden" onClick={() => setCollapsed(true)} />
      )}
      <div className={mainColumnClass(collapsed)}>
        <Toolbar />
        <main id="main" className="flex-1">
          <ErrorBoundary resetKey={pathname}>
            <AppRoutes />
          </ErrorBoundary>
        </main>
      </div>
      <AutoSaveSlot />
      <ToastHost />
      <ConfirmHost />
    </div>
  );
}
