// A tiny DOM harness for component tests (happy-dom + react-dom/client), no extra libraries.
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];

export async function render(ui: ReactNode) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  await act(async () => root.render(ui));
  return { container, rerender: (next: ReactNode) => act(async () => root.render(next)) };
}

export async function cleanup() {
  for (const { root, container } of mounted.splice(0)) {
    await act(async () => root.unmount());
    container.remove();
  }
  document.body.innerHTML = "";
}

export const click = (el: Element | null) => act(async () => {
  if (!el) throw new Error("nothing to click");
  el.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
  el.dispatchEvent(new MouseEvent("mouseup", { bubbles: true }));
  el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
});

export const press = (key: string, options: KeyboardEventInit = {}) => act(async () => {
  (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, ...options }));
});

/** Lets lazy chunks and promise chains settle inside act. */
export const settle = () => act(async () => { for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0)); });

export const buttonByText = (text: string, root: ParentNode = document.body) =>
  [...root.querySelectorAll("button")].find((b) => b.textContent?.trim() === text) ?? null;

/** Settles repeatedly until the check passes (lazy chunks need a few turns), or fails after ~3 s. */
export async function waitFor<T>(check: () => T | null | undefined | false, what = "condition"): Promise<T> {
  for (let i = 0; i < 150; i++) {
    const value = check();
    if (value) return value;
    await act(async () => { await new Promise((r) => setTimeout(r, 20)); });
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The promise's value, or a clear failure if it has not settled within the time. */
export function within<T>(promise: Promise<T>, ms = 2000): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms))]);
}
