import { Link } from "react-router-dom";

export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-black text-mult drop-shadow-[0_4px_0_#00000080]">404</p>
      <h1 className="mt-4 text-3xl font-extrabold">Page Not Found</h1>
      <p className="mt-2 text-zinc-400">This page does not exist. It may have been moved, or the address is mistyped.</p>
      <Link to="/" className="jf-button jf-button-blue mt-8">Back to Overview</Link>
    </section>
  );
}
