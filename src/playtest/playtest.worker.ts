// The playtest's web worker: a Lua 5.1 VM (wasmoon-lua5.1) with the harness loaded, running the
// playtests the panel sends (src/playtest/client.ts). The project comes only when it changed.
import wasmoon from "wasmoon-lua5.1";
import wasmUri from "wasmoon-lua5.1/dist/liblua5.1.wasm?url";
import type { Project } from "../../domain/model";
import type { PlaytestSetup } from "../../domain/playtest/types";
import { PlaytestRunner, type HarnessSources, type WasmoonModule } from "./runner";

const sources = import.meta.glob("../cli/harness/*.lua", { query: "?raw", import: "default", eager: true }) as Record<string, string>;
const harness: HarnessSources = Object.fromEntries(Object.entries(sources).map(([path, text]) => [path.slice(path.lastIndexOf("/") + 1), text]));

export type WorkerRequest =
  | { id: number; kind: "load" }
  | { id: number; kind: "run"; project?: Project; itemId: string; setup: PlaytestSetup };

let runner: Promise<PlaytestRunner> | undefined;
let loadMs = 0;
let project: Project | undefined;

function ready(): Promise<PlaytestRunner> {
  if (!runner) {
    const started = performance.now();
    runner = PlaytestRunner.create(wasmoon as unknown as WasmoonModule, harness, { wasmUri }).then((r) => {
      loadMs = performance.now() - started;
      return r;
    });
  }
  return runner;
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    const r = await ready();
    if (request.kind === "load") {
      self.postMessage({ id: request.id, ms: loadMs });
      return;
    }
    if (request.project) project = request.project;
    if (!project) throw new Error("no project was sent");
    self.postMessage({ id: request.id, result: r.play(project, request.itemId, request.setup) });
  } catch (error) {
    self.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
};
