import type { ReactNode } from "react";
import { PlaceholderArt } from "./art/PlaceholderArt";

/** The page's empty state: nothing made yet, or nothing matches the search. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="jf-panel flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="item-empty">
      <div className="w-16 opacity-60"><PlaceholderArt seed={title} /></div>
      <h2 className="text-2xl font-black text-white">{title}</h2>
      {text && <p className="max-w-md text-zinc-400">{text}</p>}
      {action}
    </div>
  );
}
