// The first-load flow around the stored snapshot: restore, corrupt data, Start Fresh, invalid
// structures, and no overwrite while the question is open.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyProject, type Project } from "../../../domain/model";
import { projectStore } from "../../../src/store/projectStore";
import { dismissToast, toastStore } from "../../../src/components/toast/toastStore";
import { createAutoSaveSession, PROJECT_RESTORED, RESTORE_FAILED, type AutoSaveSession } from "../../../src/services/autosave/autoSaveSession";
import type { AutoSaveRecord, SnapshotStorage } from "../../../src/services/autosave/snapshotStorage";
import { restoreGate } from "../../../src/services/autosave/restoreGate";

function memoryStorage(initial?: unknown) {
  let stored = initial;
  const writes: AutoSaveRecord[] = [];
  const storage: SnapshotStorage = {
    read: async () => stored,
    write: async (record) => { writes.push(record); stored = record; },
    clear: async () => { stored = undefined; },
  };
  return { storage, writes, peek: () => stored };
}

function savedProject(name: string, jokers: unknown[] = [{ id: "j1", name: "Jimbo", objectKey: "jimbo", objectType: "joker" }]): Project {
  return { ...emptyProject(1), modMetadata: { ...emptyProject().modMetadata, name }, jokers } as Project;
}

const toasts = () => toastStore.getSnapshot().map((t) => ({ type: t.type, title: t.title, message: t.message }));

describe("auto-save session (first load)", () => {
  let session: AutoSaveSession;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    projectStore.reset();
    toastStore.getSnapshot().forEach((t) => dismissToast(t.id));
  });
  afterEach(() => {
    session.dispose();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function begin(initial?: unknown) {
    const mem = memoryStorage(initial);
    session = createAutoSaveSession(mem.storage);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    return mem;
  }

  it("with nothing stored it is ready at once and saves edits", async () => {
    const mem = await begin();
    expect(session.getState().phase).toBe("ready");
    projectStore.dispatch({ type: "metadata/rename", name: "New Work", identity: "unless-default", at: 2 });
    expect(session.getState().status).toBe("saving");
    await vi.advanceTimersByTimeAsync(500);
    expect(mem.writes.map((w) => w.project.modMetadata.name)).toEqual(["New Work"]);
  });

  it("started after the first change (the probe found nothing): saves that change without reading storage", async () => {
    const mem = memoryStorage();
    const read = vi.spyOn(mem.storage, "read");
    // The connection opens at once, so a flush on pagehide can start its write right away.
    const connect = vi.fn(async () => {});
    const since = projectStore.getState();
    projectStore.dispatch({ type: "metadata/rename", name: "Before Load", identity: "unless-default", at: 2 });
    session = createAutoSaveSession({ ...mem.storage, connect });
    session.start({ stored: "none", since });
    expect(session.getState()).toMatchObject({ phase: "ready", status: "saving" });
    expect(connect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(read).not.toHaveBeenCalled();
    expect(mem.writes.map((w) => w.project.modMetadata.name)).toEqual(["Before Load"]);
  });

  it("started after a change with a snapshot found: asks first, then saves the change on Start Fresh", async () => {
    const mem = memoryStorage({ project: savedProject("Old Work"), timestamp: 5 });
    const since = projectStore.getState();
    projectStore.dispatch({ type: "metadata/rename", name: "Early Edit", identity: "unless-default", at: 2 });
    session = createAutoSaveSession(mem.storage);
    session.start({ stored: "found", since });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().phase).toBe("asking");
    await vi.advanceTimersByTimeAsync(2000);
    expect(mem.writes).toHaveLength(0);
    await session.startFresh();
    await vi.advanceTimersByTimeAsync(500);
    expect(mem.writes.map((w) => w.project.modMetadata.name)).toEqual(["Early Edit"]);
  });

  it("asks about a stored project and writes nothing meanwhile", async () => {
    const mem = await begin({ project: savedProject("Old Work"), timestamp: 1_700_000_000_000 });
    expect(session.getState()).toMatchObject({ phase: "asking", offer: { name: "Old Work", jokers: 1, savedAt: 1_700_000_000_000 } });
    projectStore.dispatch({ type: "metadata/rename", name: "Typed Behind The Dialog", identity: "unless-default", at: 3 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(mem.writes).toHaveLength(0);
    expect((mem.peek() as AutoSaveRecord).project.modMetadata.name).toBe("Old Work");
  });

  it("Restore Project replaces the project, toasts success and does not rewrite the same data", async () => {
    const mem = await begin({ project: savedProject("Old Work"), timestamp: 1_700_000_000_000 });
    const before = projectStore.getState();
    await session.restore();
    expect(projectStore.getState()).not.toBe(before);
    expect(projectStore.getState().modMetadata.name).toBe("Old Work");
    expect(projectStore.getState().jokers.map((j) => j.name)).toEqual(["Jimbo"]);
    expect(toasts()).toEqual([{ type: "success", ...PROJECT_RESTORED }]);
    expect(session.getState().phase).toBe("ready");
    await vi.advanceTimersByTimeAsync(5000);
    expect(mem.writes).toHaveLength(0);
    // The restore is one undoable step.
    expect(projectStore.canUndo()).toBe(true);
  });

  it("the restore gate (links that edit as the page loads) stays held while asking and opens once the restored project is in place", async () => {
    restoreGate.hold();
    const seen: string[] = [];
    const unsubscribe = restoreGate.subscribe(() => { seen.push(projectStore.getState().modMetadata.name); });
    await begin({ project: savedProject("Old Work"), timestamp: 5 });
    expect(session.getState().phase).toBe("asking");
    expect(restoreGate.isOpen()).toBe(false);
    await session.restore();
    expect(restoreGate.isOpen()).toBe(true);
    expect(seen).toEqual(["Old Work"]);
    unsubscribe();
  });

  it("the restore gate opens on Start Fresh, and at once when nothing is stored", async () => {
    restoreGate.hold();
    await begin({ project: savedProject("Old Work"), timestamp: 5 });
    expect(restoreGate.isOpen()).toBe(false);
    await session.startFresh();
    expect(restoreGate.isOpen()).toBe(true);
    session.dispose();
    restoreGate.hold();
    await begin();
    expect(restoreGate.isOpen()).toBe(true);
  });

  it("corrupt data: Restore Failed toast, the auto-save is deleted, the project stays fresh", async () => {
    const mem = await begin({ project: savedProject("Broken", [{ id: "ok", name: "Fine" }, "not a joker"]), timestamp: 5 });
    expect(session.getState().phase).toBe("asking");
    await session.restore();
    expect(toasts()).toEqual([{ type: "error", ...RESTORE_FAILED }]);
    expect(mem.peek()).toBeUndefined();
    expect(projectStore.getState().modMetadata.name).toBe("My Custom Mod");
    expect(session.getState().phase).toBe("ready");
  });

  it("Start Fresh deletes the auto-save and later edits are saved again", async () => {
    const mem = await begin({ project: savedProject("Old Work"), timestamp: 5 });
    await session.startFresh();
    expect(mem.peek()).toBeUndefined();
    expect(projectStore.getState().modMetadata.name).toBe("My Custom Mod");
    expect(toasts()).toEqual([]);
    projectStore.dispatch({ type: "metadata/rename", name: "Second Try", identity: "unless-default", at: 9 });
    await vi.advanceTimersByTimeAsync(500);
    expect((mem.peek() as AutoSaveRecord).project.modMetadata.name).toBe("Second Try");
  });

  it("a stored structure without metadata or with jokers not a list is deleted without asking", async () => {
    const noMetadata = await begin({ project: { jokers: [] }, timestamp: 5 });
    expect(session.getState().phase).toBe("ready");
    expect(noMetadata.peek()).toBeUndefined();
    session.dispose();

    const jokersNotList = await begin({ project: { ...savedProject("X"), jokers: "many" }, timestamp: 5 });
    expect(session.getState().phase).toBe("ready");
    expect(jokersNotList.peek()).toBeUndefined();
    expect(toasts()).toEqual([]);
  });

  it("an unreadable storage still lets the user work; the failure shows on the first write", async () => {
    const failing: SnapshotStorage = {
      read: async () => { throw new DOMException("denied", "SecurityError"); },
      write: async () => { throw new DOMException("denied", "SecurityError"); },
      clear: async () => {},
    };
    session = createAutoSaveSession(failing);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().phase).toBe("ready");
    projectStore.dispatch({ type: "metadata/rename", name: "Private Window", identity: "unless-default", at: 4 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(session.getState().warning?.kind).toBe("unavailable");
    expect(session.getState().status).toBe("idle");
  });

  it("flushes at once when the page is hidden or closed, without waiting for the debounce", async () => {
    const page = globalThis as unknown as { document?: unknown; window?: unknown };
    const fakeDocument = Object.assign(new EventTarget(), { visibilityState: "visible" });
    const fakeWindow = new EventTarget();
    page.document = fakeDocument;
    page.window = fakeWindow;
    try {
      const mem = await begin();
      projectStore.dispatch({ type: "metadata/rename", name: "Hidden Tab", identity: "unless-default", at: 11 });
      fakeDocument.dispatchEvent(new Event("visibilitychange"));
      await vi.advanceTimersByTimeAsync(0);
      expect(mem.writes).toHaveLength(0); // still visible: nothing to flush early

      fakeDocument.visibilityState = "hidden";
      fakeDocument.dispatchEvent(new Event("visibilitychange"));
      await vi.advanceTimersByTimeAsync(0);
      expect(mem.writes.map((w) => w.project.modMetadata.name)).toEqual(["Hidden Tab"]);

      projectStore.dispatch({ type: "metadata/rename", name: "Closing Tab", identity: "unless-default", at: 12 });
      fakeWindow.dispatchEvent(new Event("pagehide"));
      await vi.advanceTimersByTimeAsync(0);
      expect(mem.writes.map((w) => w.project.modMetadata.name)).toEqual(["Hidden Tab", "Closing Tab"]);
      await vi.advanceTimersByTimeAsync(2000);
      expect(mem.writes).toHaveLength(2);
    } finally {
      session.dispose();
      delete page.document;
      delete page.window;
    }
  });
});
