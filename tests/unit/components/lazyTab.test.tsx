// @vitest-environment happy-dom
// Editor tabs whose code loads on demand (src/components/items/editor/lazyTab.tsx, through
// src/components/lazy/lazyOnce.tsx, which the editor and the rule builder load through too).
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadComponent as preloadTab } from "../../../src/components/lazy/lazyOnce";
import { lazyTab } from "../../../src/components/items/editor/lazyTab";
import type { EditorTabProps, ItemEntry } from "../../../src/components/items/types";
import { cleanup, render, settle, waitFor } from "./harness";

afterEach(cleanup);

type Item = ItemEntry & { name: string };
function NameTab({ item }: EditorTabProps<Item>) {
  return <input data-testid="name" defaultValue={item.name} />;
}
const props = (name: string) => ({ item: { id: "j1", name } as Item, update: () => {}, config: {} as never });

/** A module whose arrival the test decides. */
function deferredModule() {
  let resolve!: (module: { NameTab: typeof NameTab }) => void;
  let reject!: (error: Error) => void;
  const load = vi.fn(() => new Promise<{ NameTab: typeof NameTab }>((res, rej) => { resolve = res; reject = rej; }));
  return { load, arrive: () => resolve({ NameTab }), fail: () => reject(new Error("offline")) };
}

describe("lazyTab", () => {
  it("shows nothing until its code arrives, then the tab, which later renders keep (not remounted)", async () => {
    const module = deferredModule();
    const Tab = lazyTab(module.load, (m) => m.NameTab);
    const { container, rerender } = await render(<Tab {...props("Jimbo")} />);
    expect(container.querySelector("input")).toBeNull();
    module.arrive();
    const input = await waitFor(() => container.querySelector("input"), "the tab");
    expect(input.value).toBe("Jimbo");
    await rerender(<Tab {...props("Jimbo the Great")} />);
    // the same element: a remount would have lost the field's focus and draft
    expect(container.querySelector("input")).toBe(input);
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it("preloads once: a tab opened after the preload renders its code without loading it again", async () => {
    const module = deferredModule();
    const Tab = lazyTab(module.load, (m) => m.NameTab);
    const first = preloadTab(Tab);
    const second = preloadTab(Tab);
    module.arrive();
    await first;
    await second;
    const { container } = await render(<Tab {...props("Ice Cream")} />);
    expect(container.querySelector("input")?.value).toBe("Ice Cream");
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const module = deferredModule();
    const Tab = lazyTab(module.load, (m) => m.NameTab);
    const failed = preloadTab(Tab);
    module.fail();
    await expect(failed).rejects.toThrow("offline");
    const again = preloadTab(Tab);
    module.arrive();
    await again;
    expect(module.load).toHaveBeenCalledTimes(2);
    const { container } = await render(<Tab {...props("Blueprint")} />);
    await settle();
    expect(container.querySelector("input")?.value).toBe("Blueprint");
  });

  it("a plain component is no lazy tab: preloading it does nothing", async () => {
    await expect(preloadTab(NameTab)).resolves.toBeUndefined();
  });
});
