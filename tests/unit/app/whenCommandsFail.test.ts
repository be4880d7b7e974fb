// When the command engine cannot load (offline after an update), an edit asked for on a first
// visit is not silently dropped: the user is told it did not happen, and the next try loads again.
import { describe, expect, it, vi } from "vitest";

describe("an edit whose command engine cannot load", () => {
  it("is reported as not changed, and runs on a later try once the engine loads", async () => {
    vi.resetModules();
    vi.doMock("../../../src/store/commandEngine", () => { throw new Error("offline"); });
    const { whenCommandsReady } = await import("../../../src/store/storeCore");
    const toasts = await import("../../../src/components/toast/toastStore");
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let ran = 0;
    whenCommandsReady(() => { ran += 1; });
    await vi.waitFor(() => expect(toasts.toastStore.getSnapshot().map((t) => `${t.type}: ${t.title}`)).toContain("error: Not changed"), { timeout: 30_000 });
    expect(ran).toBe(0);
    vi.doUnmock("../../../src/store/commandEngine");
    whenCommandsReady(() => { ran += 1; });
    await vi.waitFor(() => expect(ran).toBe(1), { timeout: 30_000 });
    spy.mockRestore();
  });
});
