import type { ReactNode } from "react";
import { useProject } from "../store/useProject";

/** Shared frame for pages whose real content arrives in later issues: title, mod name, a note. */
export default function PlaceholderPage({ title, note, children }: { title: string; note?: string; children?: ReactNode }) {
  const modName = useProject((p) => p.modMetadata.name);
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-8">
      <h1 className="text-2xl font-extrabold tracking-wide text-white [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
      <p className="mt-1 text-lg text-zinc-400">{modName}</p>
      {note && <p className="jf-panel mt-6 p-5 text-zinc-300">{note}</p>}
      {children}
    </section>
  );
}
