// Opens the "What went wrong?" dialog in its own small React root, so neither it nor the exporter
// it runs is in the first-load bundle (callers import this module on demand).
import { createRoot, type Root } from "react-dom/client";
import { useSyncExternalStore } from "react";
import { WhatWentWrongDialog } from "./WhatWentWrongDialog";

let root: Root | undefined;
let open = false;
const listeners = new Set<() => void>();
const set = (value: boolean) => { open = value; listeners.forEach((l) => l()); };
const store = {
  get: () => open,
  subscribe(listener: () => void) { listeners.add(listener); return () => { listeners.delete(listener); }; },
};

function Host() {
  const isOpen = useSyncExternalStore(store.subscribe, store.get, store.get);
  return isOpen ? <WhatWentWrongDialog onClose={() => set(false)} /> : null;
}

export function showWhatWentWrong(): void {
  if (!root) {
    const host = document.createElement("div");
    host.dataset.testid = "what-went-wrong-root";
    document.body.append(host);
    root = createRoot(host);
    root.render(<Host />);
  }
  set(true);
}
