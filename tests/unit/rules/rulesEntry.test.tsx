// @vitest-environment happy-dom
// The rule builder's code loads on demand. Once a page has preloaded it (on the user's first
// pointer, key or focus there), a click on Rules renders the builder in the click's own render:
// no suspended first pass, no retry at background priority spread over many frames.
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createItem, emptyProject } from "../../../domain/model";
import { cleanup, settle, waitFor } from "../components/harness";

// a fresh module graph per test: the builder's code is not loaded yet
beforeEach(() => vi.resetModules());
afterEach(cleanup);

/** Renders the Rules view of the joker synchronously, and says whether the builder is on screen at once. */
async function opensAtOnce(preload: boolean): Promise<boolean> {
  const { RulesView } = await import("../../../src/components/rules/RulesEntry");
  const { projectStore } = await import("../../../src/store/projectStore");
  const p = emptyProject();
  p.jokers.push(createItem("joker", { id: "j1", name: "Jolly", objectKey: "jolly" }));
  projectStore.reset(p);
  if (preload) {
    await RulesView.preload();
  }
  const item = projectStore.getState().jokers[0];
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(<RulesView item={item} onClose={() => {}} />));
  const atOnce = document.querySelector('[data-testid="rule-builder"]') !== null;
  await RulesView.preload(); // the open's own load, shared
  await settle();
  // either way the builder shows in the end
  expect(document.querySelector('[data-testid="rule-builder"]')).not.toBeNull();
  // and its live Lua: the preview's code loads on demand too, and must not still be loading when
  // the test's environment is torn down
  await import("../../../domain/export/preview"); // the same load as the builder's, however long it takes
  await waitFor(() => document.querySelector('[data-testid="rule-lua"][aria-busy="false"]'), "the builder's Lua");
  flushSync(() => root.unmount());
  container.remove();
  return atOnce;
}

describe("RulesView", () => {
  it("without a preload, the first render waits for the builder's code", async () => {
    expect(await opensAtOnce(false)).toBe(false);
  });

  it("after a preload, the builder renders in the same render as the click", async () => {
    expect(await opensAtOnce(true)).toBe(true);
  });
});
