// The playtest worker's protocol, run in node: the module the browser starts as a web worker
// (src/playtest/playtest.worker.ts) answers load and play requests, keeps the project between
// plays, and reports failures as messages. (Its run in headless Chromium: see the panel's e2e.)
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { build } from "../../../domain/catalog/scenario";
import { createItem, emptyProject } from "../../../domain/model";
import type { PlaytestRequest, PlaytestResponse } from "../../../src/playtest/protocol";

// in the browser `?url` is the bundled wasm's URL; node reads the same file from its path
vi.mock("wasmoon-lua5.1/dist/liblua5.1.wasm?url", () => ({ default: createRequire(import.meta.url).resolve("wasmoon-lua5.1/dist/liblua5.1.wasm") }));

const { rule, effect, condition } = build;
const answers: PlaytestResponse[] = [];
const waiting = new Map<number, (r: PlaytestResponse) => void>();
const scope = globalThis as unknown as { self?: unknown };
let send: (request: PlaytestRequest) => Promise<PlaytestResponse>;

beforeAll(async () => {
  const worker = {
    onmessage: undefined as undefined | ((event: { data: PlaytestRequest }) => void),
    postMessage(response: PlaytestResponse) {
      answers.push(response);
      waiting.get(response.id)?.(response);
    },
  };
  scope.self = worker;
  await import("../../../src/playtest/playtest.worker");
  send = (request) => new Promise((resolve) => {
    waiting.set(request.id, resolve);
    worker.onmessage!({ data: request });
  });
}, 120_000);

afterAll(() => { delete scope.self; });

describe("the playtest worker", () => {
  const project = emptyProject(1);
  project.modMetadata = { ...project.modMetadata, id: "pt", name: "PT", prefix: "pt" };
  project.jokers.push(createItem("joker", { id: "j1", name: "Jolly", objectKey: "jolly", prefix: "pt", orderValue: 1,
    rules: [rule("hand_played", { conditions: [condition("hand_type", { operator: "contains", value: "Pair" })], effects: [effect("add_mult", { value: 8 })] })] } as never) as never);

  it("answers a play without any project with a message", async () => {
    const answer = await send({ id: 100, kind: "play", itemId: "j1", setup: { setup: {}, steps: [] } });
    expect(answer).toEqual({ id: 100, kind: "failed", message: "no project to play" });
  }, 60_000);

  it("loads the VM with the bundled harness and plays, keeping the project for the next play", async () => {
    const loaded = await send({ id: 1, kind: "load" });
    expect(loaded).toMatchObject({ id: 1, kind: "loaded" });
    const first = await send({ id: 2, kind: "play", project, itemId: "j1", setup: { setup: {}, steps: [{ play: ["H_5", "S_5"] }] } });
    expect(first.kind === "result" && first.result.observations?.score).toBe(200);
    expect(answers.filter((a) => a.kind === "failed").map((a) => a.id)).toEqual([100]);
    const again = await send({ id: 3, kind: "play", itemId: "j1", setup: { setup: {}, steps: [{ play: ["H_5", "S_5", "D_5"] }] } });
    expect(again.kind === "result" && again.result.breakdown.map((l) => l.text)).toEqual(["Three of a Kind lvl.1", "+5", "+5", "+5", "+8 Mult"]);
  }, 60_000);
});
