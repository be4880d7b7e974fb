// The playtest VM in node, for tests and the bench: wasmoon-lua5.1 with the harness read from disk.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import wasmoon from "wasmoon-lua5.1";
import type { HarnessSources, WasmoonModule } from "../../../src/playtest/runner";

const HARNESS = fileURLToPath(new URL("../../../src/cli/harness/", import.meta.url));

export function harnessSources(): HarnessSources {
  return Object.fromEntries(readdirSync(HARNESS).filter((f) => f.endsWith(".lua")).map((f) => [f, readFileSync(HARNESS + f, "utf8")]));
}

export const nodeWasmoon = wasmoon as unknown as WasmoonModule;
