// The playtest client (src/playtest/client.ts) against a stand-in worker: one worker, started on
// the first call; the project sent only when it is another object; failures and a worker that
// never answers come back as errors (the next call starts a fresh worker).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyProject } from "../../../domain/model";
import type { PlaytestRequest, PlaytestResponse } from "../../../src/playtest/protocol";
import { disposePlaytestVm, loadPlaytestVm, PLAYTEST_TIMEOUT_MS, runPlaytest } from "../../../src/playtest/client";

class FakeWorker {
  static started: FakeWorker[] = [];
  static answer: "ok" | "silent" | "crash" = "ok";
  received: PlaytestRequest[] = [];
  terminated = false;
  onmessage?: (event: { data: PlaytestResponse }) => void;
  onerror?: (event: { message: string; preventDefault(): void }) => void;
  constructor(readonly url: URL) { FakeWorker.started.push(this); }
  postMessage(request: PlaytestRequest) {
    this.received.push(request);
    const mode = FakeWorker.answer;
    queueMicrotask(() => {
      if (mode === "silent") return;
      if (mode === "crash") { this.onerror?.({ message: "boom", preventDefault() {} }); return; }
      const data: PlaytestResponse = request.kind === "load" ? { id: request.id, kind: "loaded", ms: 5 }
        : { id: request.id, kind: "result", result: { observations: undefined, dollarsBefore: 4, breakdown: [], created: [], destroyed: [], changed: [], problems: [], ms: 1 } };
      this.onmessage?.({ data });
    });
  }
  terminate() { this.terminated = true; }
}

const setup = { setup: {}, steps: [] };

beforeEach(() => {
  FakeWorker.started = [];
  FakeWorker.answer = "ok";
  vi.stubGlobal("Worker", FakeWorker);
});
afterEach(() => {
  disposePlaytestVm();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the playtest client", () => {
  it("starts one worker on demand and sends the project only when it changed", async () => {
    expect(FakeWorker.started).toHaveLength(0);
    await loadPlaytestVm();
    expect(FakeWorker.started).toHaveLength(1);
    expect(String(FakeWorker.started[0].url)).toMatch(/playtest\.worker\.ts$/);
    const a = emptyProject(1);
    await runPlaytest(a, "x", setup);
    await runPlaytest(a, "x", setup);
    const b = { ...a };
    await runPlaytest(b, "x", setup);
    const plays = FakeWorker.started[0].received.filter((r) => r.kind === "play");
    expect(plays.map((r) => r.kind === "play" && r.project !== undefined)).toEqual([true, false, true]);
    expect(FakeWorker.started).toHaveLength(1);
  });

  it("turns a crashed worker into an error, and starts afresh (sending the project again)", async () => {
    const project = emptyProject(1);
    await runPlaytest(project, "x", setup);
    FakeWorker.answer = "crash";
    const failed = await runPlaytest(project, "x", setup);
    expect(failed.error).toContain("boom");
    expect(FakeWorker.started[0].terminated).toBe(true);
    FakeWorker.answer = "ok";
    const again = await runPlaytest(project, "x", setup);
    expect(again.error).toBeUndefined();
    expect(FakeWorker.started).toHaveLength(2);
    const play = FakeWorker.started[1].received.find((r) => r.kind === "play");
    expect(play?.kind === "play" && play.project).toBe(project);
  });

  it("stops a worker that never answers", async () => {
    vi.useFakeTimers();
    FakeWorker.answer = "silent";
    const pending = runPlaytest(emptyProject(1), "x", setup);
    await vi.advanceTimersByTimeAsync(PLAYTEST_TIMEOUT_MS + 1);
    const result = await pending;
    expect(result.error).toContain("did not finish");
    expect(FakeWorker.started[0].terminated).toBe(true);
  });
});
