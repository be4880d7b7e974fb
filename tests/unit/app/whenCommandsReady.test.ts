// A page that shows without the command engine (a first visit) applies its first edits once the
// engine has loaded, in the order asked; later ones apply at once. Only the store core is
// imported here, as on such a page.
import { describe, expect, it, vi } from "vitest";
import { projectStore, whenCommandsReady } from "../../../src/store/storeCore";

describe("edits asked for before the command engine loaded", () => {
  it("wait for it, run in order, and later ones run at once", async () => {
    const order: string[] = [];
    expect(() => projectStore.dispatch({ type: "metadata/rename", name: "Too soon", identity: "always", at: 1 })).toThrow(/command engine/);
    whenCommandsReady(() => {
      order.push("first");
      expect(projectStore.dispatch({ type: "metadata/rename", name: "Loaded", identity: "always", at: 2 })).toBeNull();
    });
    whenCommandsReady(() => order.push("second"));
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(["first", "second"]), { timeout: 30_000 });
    expect(projectStore.getState().modMetadata.name).toBe("Loaded");
    whenCommandsReady(() => order.push("third"));
    expect(order).toEqual(["first", "second", "third"]);
  });
});
