// The auto-save controller's status cycle and timings (spec section 4: write after 500 ms,
// 'saved' 400 ms after, idle 1000 ms later), its failure path and when it must not write.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyProject } from "../../../domain/model";
import { createProjectStore, type ProjectStore } from "../../../src/store/projectStore";
import { createAutoSaveController, type AutoSaveController, type AutoSaveStatus } from "../../../src/services/autosave/controller";
import { AUTO_SAVE_WARNINGS, StorageFailure, type AutoSaveRecord, type SnapshotStorage } from "../../../src/services/autosave/snapshotStorage";

/** A storage whose writes land after `latency` ms and can be told to fail. */
function fakeStorage(latency = 0) {
  const writes: AutoSaveRecord[] = [];
  let failWith: unknown = null;
  let stored: unknown;
  const storage: SnapshotStorage = {
    read: async () => stored,
    write: (record) => new Promise<void>((resolve, reject) => {
      const land = () => {
        if (failWith) { reject(failWith); return; }
        writes.push(record);
        stored = record;
        resolve();
      };
      // Latency 0 lands in a microtask, so a test can await flush() without moving the clock.
      if (latency === 0) queueMicrotask(land);
      else setTimeout(land, latency);
    }),
    clear: async () => { stored = undefined; },
  };
  return { storage, writes, failNextWrites: (error: unknown) => { failWith = error; }, recover: () => { failWith = null; } };
}

let clock = 10_000;
function rename(store: ProjectStore, name: string) {
  store.dispatch({ type: "metadata/rename", name, identity: "always", at: (clock += 1) });
}

describe("auto-save controller", () => {
  let store: ProjectStore;
  let controller: AutoSaveController;
  let statuses: AutoSaveStatus[];
  const logged: string[] = [];

  function start(storage: SnapshotStorage, options: { paused?: boolean } = {}) {
    controller = createAutoSaveController({ source: store, storage, log: (message) => logged.push(message), now: () => Date.now(), ...options });
    statuses = [];
    controller.subscribe(() => {
      const status = controller.getState().status;
      if (statuses[statuses.length - 1] !== status) statuses.push(status);
    });
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-03-01T12:00:00Z"));
    store = createProjectStore();
    logged.length = 0;
  });
  afterEach(() => {
    controller.dispose();
    vi.useRealTimers();
  });

  it("goes saving -> (write at 500 ms) -> saved 400 ms after the write -> idle 1000 ms later", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    rename(store, "Jimbo Pack");
    expect(controller.getState().status).toBe("saving");

    await vi.advanceTimersByTimeAsync(499);
    expect(fake.writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.writes).toHaveLength(1);
    expect(fake.writes[0].project).toBe(store.getState());
    expect(fake.writes[0].timestamp).toBe(Date.parse("2025-03-01T12:00:00.500Z"));
    expect(controller.getState().status).toBe("saving");

    await vi.advanceTimersByTimeAsync(399);
    expect(controller.getState().status).toBe("saving");
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState().status).toBe("saved");

    await vi.advanceTimersByTimeAsync(999);
    expect(controller.getState().status).toBe("saved");
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState().status).toBe("idle");
    expect(statuses).toEqual(["saving", "saved", "idle"]);
    expect(controller.getState().savedAt).toBe(Date.parse("2025-03-01T12:00:00.500Z"));
  });

  it("waits for 500 ms of quiet: a burst of edits is one write of the latest state", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    for (let i = 0; i < 10; i++) {
      rename(store, `Name ${i}`);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(fake.writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(fake.writes).toHaveLength(1);
    expect(fake.writes[0].project.modMetadata.name).toBe("Name 9");
  });

  it("counts 'saved' from the end of a slow write, not from its start", async () => {
    const fake = fakeStorage(700);
    start(fake.storage);
    rename(store, "Slow Disk");
    await vi.advanceTimersByTimeAsync(500 + 699);
    expect(fake.writes).toHaveLength(0);
    expect(controller.getState().status).toBe("saving");
    await vi.advanceTimersByTimeAsync(1 + 399);
    expect(controller.getState().status).toBe("saving");
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.getState().status).toBe("saved");
  });

  it("a change during a write is written after its own quiet period, and 'saved' waits for it", async () => {
    const fake = fakeStorage(300);
    start(fake.storage);
    rename(store, "First");
    await vi.advanceTimersByTimeAsync(600); // write of "First" in flight
    rename(store, "Second");
    await vi.advanceTimersByTimeAsync(200); // first write landed; second still debouncing
    expect(fake.writes.map((w) => w.project.modMetadata.name)).toEqual(["First"]);
    await vi.advanceTimersByTimeAsync(400); // would have been 'saved' for the first write
    expect(controller.getState().status).toBe("saving");
    await vi.advanceTimersByTimeAsync(1000);
    expect(fake.writes.map((w) => w.project.modMetadata.name)).toEqual(["First", "Second"]);
    expect(controller.getState().status).toBe("saved");
    expect(statuses).toEqual(["saving", "saved"]);
  });

  it("never saves the empty default project", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    // A command that changes only the timestamp-free content back to defaults: the project object
    // is new but still equal to the default project.
    store.dispatch({ type: "project/import", project: emptyProject(), from: "file", at: 5 });
    expect(controller.getState().status).toBe("idle");
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.writes).toHaveLength(0);
    expect(statuses).toEqual([]);
  });

  it("drops a pending write when the project returns to the default before the debounce ends", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    rename(store, "Temporary");
    expect(controller.getState().status).toBe("saving");
    rename(store, "My Custom Mod");
    expect(controller.getState().status).toBe("idle");
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.writes).toHaveLength(0);
  });

  it("does not write again when the project is unchanged since the last snapshot", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    rename(store, "Once");
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.writes).toHaveLength(1);
    // Same name again: the reducer returns the same project object, and nothing is written.
    rename(store, "Once");
    await controller.flush();
    await vi.advanceTimersByTimeAsync(3000);
    expect(fake.writes).toHaveLength(1);
    expect(controller.getState().status).toBe("idle");
  });

  it("a failed write shows the quota warning, logs it, never shows 'saved', and a later success clears it", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    fake.failNextWrites(new DOMException("The quota has been exceeded.", "QuotaExceededError"));
    rename(store, "Too Big");
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.writes).toHaveLength(0);
    expect(controller.getState().warning?.kind).toBe("quota");
    expect(controller.getState().warning?.message).toBe(AUTO_SAVE_WARNINGS.quota);
    expect(controller.getState().status).toBe("idle");
    expect(statuses).toEqual(["saving", "idle"]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("quota");

    // Still failing: the warning stays through the next attempt.
    rename(store, "Too Big 2");
    expect(controller.getState().warning?.kind).toBe("quota");
    await vi.advanceTimersByTimeAsync(5000);
    expect(controller.getState().warning?.kind).toBe("quota");
    expect(statuses).not.toContain("saved");

    fake.recover();
    rename(store, "Smaller");
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.writes).toHaveLength(1);
    expect(controller.getState().warning).toBeNull();
    await vi.advanceTimersByTimeAsync(400);
    expect(controller.getState().status).toBe("saved");
  });

  it("words a blocked or unavailable storage differently from a full one", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    fake.failNextWrites(new StorageFailure("unavailable", "IndexedDB is not available in this browser"));
    rename(store, "Private Window");
    await vi.advanceTimersByTimeAsync(1000);
    expect(controller.getState().warning).toMatchObject({ kind: "unavailable", message: AUTO_SAVE_WARNINGS.unavailable });
    expect(controller.getState().warning?.detail).toContain("not available");
  });

  it("retries a failed snapshot on flush even without a new edit", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    fake.failNextWrites(new DOMException("full", "QuotaExceededError"));
    rename(store, "Retry Me");
    await vi.advanceTimersByTimeAsync(1000);
    fake.recover();
    await controller.flush();
    expect(fake.writes.map((w) => w.project.modMetadata.name)).toEqual(["Retry Me"]);
    expect(controller.getState().warning).toBeNull();
  });

  it("flush writes a pending change at once (page hidden or closing)", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    rename(store, "Closing Tab");
    await vi.advanceTimersByTimeAsync(100);
    await controller.flush();
    expect(fake.writes).toHaveLength(1);
    // The cancelled debounce does not write a second time.
    await vi.advanceTimersByTimeAsync(2000);
    expect(fake.writes).toHaveLength(1);
  });

  it("flush first applies typing the store holds for the next paint, and writes it", async () => {
    const fake = fakeStorage();
    start(fake.storage);
    store.dispatchSoon({ type: "metadata/rename", name: "Typed Before Closing", identity: "always", at: (clock += 1), burst: "metadata:name@1" });
    await controller.flush();
    expect(fake.writes).toHaveLength(1);
    expect(store.getState().modMetadata.name).toBe("Typed Before Closing");
  });

  it("writes nothing while paused (restore dialog open) and looks at the latest state on resume", async () => {
    const fake = fakeStorage();
    start(fake.storage, { paused: true });
    rename(store, "Typed While Asked");
    await controller.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.writes).toHaveLength(0);
    expect(controller.getState().status).toBe("idle");
    controller.resume();
    expect(controller.getState().status).toBe("saving");
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.writes.map((w) => w.project.modMetadata.name)).toEqual(["Typed While Asked"]);
  });

  it("does not rewrite a restored project declared as the baseline", async () => {
    const fake = fakeStorage();
    start(fake.storage, { paused: true });
    const restored = { ...emptyProject(), modMetadata: { ...emptyProject().modMetadata, name: "Restored" } };
    store.dispatch({ type: "project/import", project: restored, from: "auto-save", at: 7 });
    controller.setBaseline(store.getState());
    controller.resume();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fake.writes).toHaveLength(0);
    expect(statuses).toEqual([]);
    rename(store, "Edited After Restore");
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.writes).toHaveLength(1);
  });
});
