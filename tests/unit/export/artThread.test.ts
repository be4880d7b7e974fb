// The exporter worker's link to its art worker (src/services/exporter/artThread.ts), on a stand-in
// Worker: atlases go out with a number and come back by it; a worker that cannot pack rejects what
// it was asked; one that fails rejects what it was asked and takes nothing after, so each export
// packs its art itself.
import { afterEach, describe, expect, it } from "vitest";
import type { AtlasJob } from "../../../domain/export";
import type { PackedAtlas } from "../../../domain/export/images/atlas";
import type { ArtRequest, ArtResponse } from "../../../src/services/exporter/artProtocol";
import { startArtThread } from "../../../src/services/exporter/artThread";

class FakeWorker {
  static made: FakeWorker[] = [];
  static throwOnStart = false;
  sent: ArtRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<ArtResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor(readonly url: URL) {
    if (FakeWorker.throwOnStart) throw new Error("no workers here");
    FakeWorker.made.push(this);
  }
  postMessage(request: ArtRequest) { this.sent.push(request); }
  terminate() { this.terminated = true; }
  answer(response: ArtResponse) { this.onmessage?.({ data: response } as MessageEvent<ArtResponse>); }
  fail() { this.onerror?.({ preventDefault() {} } as ErrorEvent); }
}

const globals = globalThis as { Worker?: unknown };
const realWorker = globals.Worker;
afterEach(() => {
  globals.Worker = realWorker;
  FakeWorker.made = [];
  FakeWorker.throwOnStart = false;
});

const jobs: AtlasJob[] = [{ type: "joker", key: "jokers", requests: [{ image: "data:image/png;base64,AAAA" }] }];
const atlas = (tag: number): PackedAtlas => ({ cells: [], png1x: new Uint8Array([tag]), png2x: new Uint8Array([tag]), width: 71, height: 95 });

describe("the art thread", () => {
  it("is not there where workers cannot start", () => {
    globals.Worker = undefined;
    expect(startArtThread()).toBeUndefined();
    globals.Worker = FakeWorker;
    FakeWorker.throwOnStart = true;
    expect(startArtThread()).toBeUndefined();
  });

  it("answers each request with the atlases sent back under its number, in any order", async () => {
    globals.Worker = FakeWorker;
    const pack = startArtThread()!;
    const [worker] = FakeWorker.made;
    expect(worker.url.pathname).toMatch(/artWorker/);
    const first = pack(jobs)!;
    const second = pack(jobs)!;
    expect(worker.sent.map((r) => r.seq)).toEqual([1, 2]);
    expect(worker.sent[0].jobs).toEqual(jobs);
    worker.answer({ seq: 2, ok: true, atlases: [atlas(2)] });
    worker.answer({ seq: 1, ok: true, atlases: [atlas(1)] });
    expect(await first).toEqual([atlas(1)]);
    expect(await second).toEqual([atlas(2)]);
  });

  it("rejects a request the worker could not pack, and keeps answering the next", async () => {
    globals.Worker = FakeWorker;
    const pack = startArtThread()!;
    const [worker] = FakeWorker.made;
    const refused = pack(jobs)!;
    worker.answer({ seq: 1, ok: false });
    await expect(refused).rejects.toThrow();
    const next = pack(jobs)!;
    worker.answer({ seq: 2, ok: true, atlases: [atlas(3)] });
    expect(await next).toEqual([atlas(3)]);
  });

  it("a worker that fails (its script did not load, or it broke) rejects what it was asked and takes no later request", async () => {
    globals.Worker = FakeWorker;
    const pack = startArtThread()!;
    const [worker] = FakeWorker.made;
    const waiting = pack(jobs)!;
    worker.fail();
    await expect(waiting).rejects.toThrow();
    expect(worker.terminated).toBe(true);
    // later exports are not asked to wait for it: they pack their art themselves at once
    expect(pack(jobs)).toBeUndefined();
    expect(worker.sent).toHaveLength(1);
  });
});
