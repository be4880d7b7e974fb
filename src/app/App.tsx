import { Link } from "react-router-dom";
import { AppRoutes } from "./AppRoutes";

export function App() {
  return (
    <div className="flex min-h-full">
      <nav className="w-80 bg-panel p-4">
        <Link to="/">Joker Forge</Link>
      </nav>
      <main className="flex-1">
        <AppRoutes />
      </main>
    </div>
  );
}
