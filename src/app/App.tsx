import { lazy, Suspense } from "react";
import { Link, Route, Routes } from "react-router-dom";

const Placeholder = lazy(() => import("../pages/PlaceholderPage"));

export function App() {
  return (
    <div className="flex min-h-full">
      <nav className="w-80 bg-panel p-4">
        <Link to="/">Joker Forge</Link>
      </nav>
      <main className="flex-1">
        <Suspense fallback={<div>Loading...</div>}>
          <Routes>
            <Route path="/" element={<Placeholder title="Mod Overview" />} />
            <Route path="*" element={<Placeholder title="Page Not Found" />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
