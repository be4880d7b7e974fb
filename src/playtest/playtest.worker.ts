// Web worker: the playtest's Lua 5.1 VM (wasmoon) with the harness that `check` runs in LuaJIT.
// It stays loaded between plays and keeps the last project and loaded mod (runner.ts), so a Play
// of an unchanged project only runs the scenario.
import wasmoon from "wasmoon-lua5.1";
import wasmUrl from "wasmoon-lua5.1/dist/liblua5.1.wasm?url";
import type { Project } from "../../domain/model";
import type { PlaytestRequest, PlaytestResponse } from "./protocol";
import { PlaytestRunner, type HarnessSources, type WasmoonModule } from "./runner";

const files = import.meta.glob<string>("../cli/harness/*.lua", { query: "?raw", import: "default", eager: true });
const harness: HarnessSources = Object.fromEntries(Object.entries(files).map(([path, source]) => [path.slice(path.lastIndexOf("/") + 1), source]));

let runner: Promise<PlaytestRunner> | undefined;
let loadMs = 0;
let project: Project | undefined;

function start(): Promise<PlaytestRunner> {
  if (!runner) {
    const started = performance.now();
    runner = PlaytestRunner.create(wasmoon as unknown as WasmoonModule, harness, { wasmUri: wasmUrl }).then((r) => {
      loadMs = performance.now() - started;
      return r;
    });
    // a VM that failed to start is tried again on the next request
    runner.catch(() => { runner = undefined; });
  }
  return runner;
}

const post = (message: PlaytestResponse) => (self as unknown as Worker).postMessage(message);

self.onmessage = async (event: MessageEvent<PlaytestRequest>) => {
  const request = event.data;
  try {
    const vm = await start();
    if (request.kind === "load") {
      post({ id: request.id, kind: "loaded", ms: loadMs });
      return;
    }
    if (request.project) project = request.project;
    if (!project) throw new Error("no project to play");
    post({ id: request.id, kind: "result", result: vm.play(project, request.itemId, request.setup) });
  } catch (error) {
    post({ id: request.id, kind: "failed", message: error instanceof Error ? error.message : String(error) });
  }
};
