// The editor lock over a LockManager and a channel in memory: the second tab is read-only, a
// take-over waits for the editing tab to write its last change, and a silent tab loses the lock
// to a steal.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEditorLock, type EditorLock } from "../../../src/services/autosave/editorLock";

type Callback = (lock: Lock | null) => unknown;
interface Request { callback: Callback; resolve: (value: unknown) => void; reject: (error: unknown) => void; signal?: AbortSignal }

/** One exclusive lock name, with Web Locks' ifAvailable, signal and steal. */
function fakeLocks() {
  let holder: Request | null = null;
  const queue: Request[] = [];
  function grant(request: Request) {
    holder = request;
    Promise.resolve(request.callback({ name: "x", mode: "exclusive" } as Lock)).then((value) => {
      if (holder === request) {
        holder = null;
        next();
      }
      request.resolve(value);
    }, request.reject);
  }
  function next() {
    const request = queue.shift();
    if (request) grant(request);
  }
  const locks = {
    request(_name: string, options: LockOptions, callback: Callback) {
      return new Promise((resolve, reject) => {
        const request: Request = { callback, resolve, reject, signal: options.signal };
        if (options.steal) {
          holder?.reject(new DOMException("stolen", "AbortError"));
          holder = null;
          grant(request);
        } else if (!holder) grant(request);
        else if (options.ifAvailable) Promise.resolve(callback(null)).then(resolve, reject);
        else {
          queue.push(request);
          options.signal?.addEventListener("abort", () => {
            queue.splice(queue.indexOf(request), 1);
            reject(new DOMException("aborted", "AbortError"));
          });
        }
      });
    },
  };
  return locks as unknown as LockManager;
}

function fakeChannels() {
  const members = new Set<(data: unknown) => void>();
  return () => {
    let mine: ((data: unknown) => void) | null = null;
    return {
      postMessage(data: unknown) { for (const member of members) if (member !== mine) member(data); },
      addEventListener(_type: "message", listener: (event: MessageEvent) => void) {
        mine = (data) => queueMicrotask(() => listener({ data } as MessageEvent));
        members.add(mine);
      },
      close() { if (mine) members.delete(mine); },
    };
  };
}

describe("editor lock", () => {
  const tabs: EditorLock[] = [];
  afterEach(() => {
    tabs.splice(0).forEach((tab) => tab.dispose());
    vi.useRealTimers();
  });

  function twoTabs(options: { silentFirst?: boolean } = {}) {
    const locks = fakeLocks();
    const channel = fakeChannels();
    const first = createEditorLock({ locks, channel: options.silentFirst ? null : channel(), startupGraceMs: 50, waitMs: 3000 });
    const second = createEditorLock({ locks, channel: channel(), startupGraceMs: 50, waitMs: 3000 });
    tabs.push(first, second);
    return { first, second };
  }

  it("the first tab edits; the second, after its short wait, knows another tab edits", async () => {
    vi.useFakeTimers();
    const { first, second } = twoTabs();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.getAccess()).toBe("editing");
    expect(second.getAccess()).toBe("checking");
    await vi.advanceTimersByTimeAsync(50);
    expect(second.getAccess()).toBe("elsewhere");
  });

  it("take over: the editing tab writes its last change first, then the new editor loads, then edits", async () => {
    vi.useFakeTimers();
    const { first, second } = twoTabs();
    await vi.advanceTimersByTimeAsync(60);
    const order: string[] = [];
    first.setHandlers({ onYield: async () => { order.push("first writes its last change"); } });
    second.setHandlers({ onAcquire: async () => { order.push(`second loads while first is ${first.getAccess()}`); } });
    const done = second.takeOver();
    expect(second.isTakingOver()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(order).toEqual(["first writes its last change", "second loads while first is taken"]);
    expect(second.getAccess()).toBe("editing");
    expect(first.getAccess()).toBe("taken");

    // And back.
    await first.takeOver();
    expect(first.getAccess()).toBe("editing");
    expect(second.getAccess()).toBe("taken");
  });

  it("a tab that never answers loses the lock to a steal after the wait, and says it was taken", async () => {
    vi.useFakeTimers();
    const { first, second } = twoTabs({ silentFirst: true });
    await vi.advanceTimersByTimeAsync(60);
    const done = second.takeOver();
    await vi.advanceTimersByTimeAsync(2999);
    expect(second.getAccess()).toBe("elsewhere");
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(second.getAccess()).toBe("editing");
    expect(first.getAccess()).toBe("taken");
  });

  it("without Web Locks every tab edits (the auto-save's revision check guards them)", () => {
    const lone = createEditorLock({ locks: undefined, channel: null });
    tabs.push(lone);
    expect(lone.getAccess()).toBe("editing");
  });
});
