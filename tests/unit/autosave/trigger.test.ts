// When the auto-save session loads: at once for a stored snapshot, else on the first change.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { whenAutoSaveNeeded, type AutoSaveStart } from "../../../src/services/autosave/autoSaveTrigger";
import type { SnapshotPresence } from "../../../src/services/autosave/snapshotProbe";
import { projectStore } from "../../../src/store/projectStore";

function deferred() {
  let resolve: (presence: SnapshotPresence) => void = () => {};
  const promise = new Promise<SnapshotPresence>((r) => { resolve = r; });
  return { promise, resolve };
}

const rename = (name: string, at: number) => projectStore.dispatch({ type: "metadata/rename", name, identity: "unless-default", at });

describe("whenAutoSaveNeeded", () => {
  beforeEach(() => projectStore.reset());

  it("starts at once when a snapshot is stored, with the startup project", async () => {
    const start = vi.fn<(how: AutoSaveStart) => void>();
    const since = projectStore.getState();
    whenAutoSaveNeeded(projectStore, Promise.resolve("found"), start);
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0][0]).toEqual({ stored: "found", since });
    expect(start.mock.calls[0][0].since).toBe(since);
  });

  for (const presence of ["none", "unknown"] as const) {
    it(`with the probe answering '${presence}' it waits for the first change, then starts once`, async () => {
      const start = vi.fn<(how: AutoSaveStart) => void>();
      const since = projectStore.getState();
      whenAutoSaveNeeded(projectStore, Promise.resolve(presence), start);
      await Promise.resolve();
      expect(start).not.toHaveBeenCalled();
      projectStore.undo(); // nothing to undo: no change, no start
      expect(start).not.toHaveBeenCalled();
      rename("First", 1);
      rename("Second", 2);
      expect(start).toHaveBeenCalledTimes(1);
      expect(start.mock.calls[0][0].stored).toBe(presence);
      expect(start.mock.calls[0][0].since).toBe(since);
    });
  }

  it("a change before the probe answers waits for the answer, so a stored snapshot is still offered", async () => {
    const start = vi.fn<(how: AutoSaveStart) => void>();
    const probe = deferred();
    whenAutoSaveNeeded(projectStore, probe.promise, start);
    rename("Early", 1);
    expect(start).not.toHaveBeenCalled();
    probe.resolve("found");
    await Promise.resolve();
    expect(start).toHaveBeenCalledTimes(1);
    expect(start.mock.calls[0][0].stored).toBe("found");
  });

  it("stops waiting when cancelled (an unmounted slot starts nothing)", async () => {
    const start = vi.fn<(how: AutoSaveStart) => void>();
    const stop = whenAutoSaveNeeded(projectStore, Promise.resolve("none"), start);
    stop();
    await Promise.resolve();
    rename("Later", 1);
    expect(start).not.toHaveBeenCalled();
  });
});
