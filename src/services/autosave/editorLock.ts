// One tab edits at a time (issue 13: two tabs overwrote each other's auto-save silently).
//
// The editing tab holds a Web Lock for as long as it edits. A tab that finds the lock taken is
// read-only and says so; "take over" asks the editing tab over a BroadcastChannel to hand over:
// that tab stops taking edits, writes its last change, and releases the lock, which the asking
// tab's queued request then gets. Only then does the new editor read the latest save and start
// editing. A tab that does not answer within TAKE_OVER_WAIT_MS (frozen, hung) has the lock
// stolen from it; its own request then fails and it turns read-only.
//
// Where Web Locks are missing (old browsers, pages not served over https or from localhost)
// every tab edits, and the auto-save's revision check (indexedDbStorage.ts) is what keeps a stale
// tab from overwriting a newer save. Kept small: it loads with the first page.

export const EDITOR_LOCK_NAME = "joker-forge-editor";
export const EDITOR_CHANNEL_NAME = "joker-forge-editor";
export const TAKE_OVER_WAIT_MS = 3000;
/** How long a new page waits for a lock its own previous page (a reload) may still hold. */
export const STARTUP_GRACE_MS = 1000;

/**
 * checking: the lock has not answered yet; editing: this tab edits; elsewhere: another tab was
 * editing when this one opened; taken: another tab took over from this one.
 */
export type EditorAccess = "checking" | "editing" | "elsewhere" | "taken";

type Message = { type: "take-over" };

interface ChannelLike {
  postMessage(message: Message): void;
  addEventListener(type: "message", listener: (event: MessageEvent<Message>) => void): void;
  close(): void;
}

export interface EditorLock {
  getAccess(): EditorAccess;
  /** True while a take-over of this tab is under way. */
  isTakingOver(): boolean;
  subscribe(listener: () => void): () => void;
  /** Asks the editing tab to hand over; resolves once this tab edits (after `onAcquire`). */
  takeOver(): Promise<void>;
  /** Runs before this tab hands over (write the last change); the lock is released after it. */
  /**
   * `onYield` runs before this tab hands over (write the last change); the lock is released after
   * it. `onAcquire` runs when a take-over has got the lock, before this tab edits (load the latest save).
   */
  setHandlers(handlers: { onYield?: () => Promise<void>; onAcquire?: () => Promise<void> }): void;
  dispose(): void;
}

export interface EditorLockOptions {
  locks?: LockManager | undefined;
  channel?: ChannelLike | null;
  waitMs?: number;
  startupGraceMs?: number;
}

export function createEditorLock(options: EditorLockOptions = {}): EditorLock {
  const locks = "locks" in options ? options.locks : globalThis.navigator?.locks;
  const channel = "channel" in options ? options.channel ?? null
    : locks && typeof BroadcastChannel === "function" ? new BroadcastChannel(EDITOR_CHANNEL_NAME) as unknown as ChannelLike : null;
  const waitMs = options.waitMs ?? TAKE_OVER_WAIT_MS;
  const startupGraceMs = options.startupGraceMs ?? STARTUP_GRACE_MS;
  const listeners = new Set<() => void>();
  let access: EditorAccess = locks ? "checking" : "editing";
  let taking = false;
  let release: (() => void) | null = null;
  let handlers: { onYield?: () => Promise<void>; onAcquire?: () => Promise<void> } = {};
  let disposed = false;

  function set(next: EditorAccess) {
    if (access === next || disposed) return;
    access = next;
    listeners.forEach((listener) => listener());
  }

  /** Holds the granted lock until `release` is called. */
  function hold(): Promise<void> {
    return new Promise<void>((resolve) => {
      release = () => {
        release = null;
        resolve();
      };
    });
  }

  // The lock was stolen (request rejects with AbortError) or could not be had.
  function lost(error: unknown) {
    release = null;
    if (disposed) return;
    if ((error as { name?: string } | null)?.name !== "AbortError") console.warn("[editor lock]", error);
    set("taken");
  }

  let handingOver = false;
  async function handOver() {
    if (access !== "editing" || !release || handingOver) return;
    handingOver = true;
    try {
      await handlers.onYield?.();
    } catch (error) {
      console.warn("[editor lock] could not write the last change before handing over", error);
    }
    handingOver = false;
    set("taken");
    release?.();
  }

  channel?.addEventListener("message", (event) => {
    if (event.data?.type === "take-over") void handOver();
  });

  // A take-over's request, in line behind the editing tab until it hands over (or aborted for a steal).
  let waiting: AbortController | null = null;
  let stealTimer: ReturnType<typeof setTimeout> | undefined;

  function granted(): Promise<void> {
    waiting = null;
    clearTimeout(stealTimer);
    const held = hold();
    void becomeEditor();
    return held;
  }

  function waitInLine() {
    if (!locks || waiting || disposed) return;
    const queued = new AbortController();
    waiting = queued;
    locks.request(EDITOR_LOCK_NAME, { signal: queued.signal }, granted).catch((error: unknown) => {
      if (queued.signal.aborted) return;
      if (waiting === queued) waiting = null;
      lost(error);
    });
  }

  async function becomeEditor() {
    try {
      await handlers.onAcquire?.();
    } catch (error) {
      console.warn("[editor lock] could not load the latest save", error);
    } finally {
      taking = false;
      set("editing");
      takeOverDone.splice(0).forEach((resolve) => resolve());
    }
  }
  const takeOverDone: (() => void)[] = [];

  // At startup the lock may still be held by this very tab's previous page (a reload): wait for it
  // a moment before saying another tab edits.
  function startupWait() {
    if (!locks) return;
    const queued = new AbortController();
    const timer = setTimeout(() => {
      queued.abort();
      set("elsewhere");
    }, startupGraceMs);
    locks.request(EDITOR_LOCK_NAME, { signal: queued.signal }, () => {
      clearTimeout(timer);
      set("editing");
      return hold();
    }).catch((error: unknown) => {
      if (!queued.signal.aborted) lost(error);
    });
  }

  if (locks) {
    locks.request(EDITOR_LOCK_NAME, { ifAvailable: true }, (lock) => {
      if (!lock) {
        startupWait();
        return undefined;
      }
      set("editing");
      return hold();
    }).catch(lost);
  }

  return {
    getAccess: () => access,
    isTakingOver: () => taking,
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
    takeOver() {
      if (!locks || access === "editing") return Promise.resolve();
      const done = new Promise<void>((resolve) => takeOverDone.push(resolve));
      if (taking) return done;
      taking = true;
      listeners.forEach((listener) => listener());
      waitInLine();
      stealTimer = setTimeout(() => {
        // No answer: take the lock from the silent tab.
        waiting?.abort();
        waiting = null;
        locks.request(EDITOR_LOCK_NAME, { steal: true }, granted).catch(lost);
      }, waitMs);
      channel?.postMessage({ type: "take-over" });
      return done;
    },
    setHandlers(next) {
      handlers = next;
    },
    dispose() {
      disposed = true;
      clearTimeout(stealTimer);
      waiting?.abort();
      release?.();
      channel?.close();
      listeners.clear();
    },
  };
}

let lock: EditorLock | null = null;

/** The app's lock, asked for on first use (the first page load). */
export function editorLock(): EditorLock {
  lock ??= createEditorLock();
  return lock;
}
