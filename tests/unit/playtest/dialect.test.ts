// The dialect shim (src/cli/harness/compat51.lua): the same probe of what generated code and the
// harness rely on gives the same output in real LuaJIT and in the playtest's Lua 5.1 VM.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import wasmoon from "wasmoon-lua5.1";
import { runLua } from "../../lua/luajit";
import { harnessSources } from "./nodeVm";

const PROBE = fileURLToPath(new URL("./dialect_probe.lua", import.meta.url));

async function inWasm(shim: boolean): Promise<string> {
  const lua = await wasmoon.Lua.create();
  for (const [name, source] of Object.entries(harnessSources())) lua.mountFile(`/harness/${name}`, source);
  lua.mountFile("/probe.lua", readFileSync(PROBE, "utf8"));
  return String(lua.doStringSync(`package.path = "/harness/?.lua"; ${shim ? 'require("compat51").install();' : ""} return dofile("/probe.lua")`));
}

describe("the Lua 5.1 shim", () => {
  it("makes the probe print what LuaJIT prints", async () => {
    const luajit = runLua(["-e", `io.write(dofile(${JSON.stringify(PROBE)}))`]);
    expect(luajit.status).toBe(0);
    const lines = luajit.stdout.split("\n");
    expect(lines.length).toBeGreaterThan(80);
    expect((await inWasm(true)).split("\n")).toEqual(lines);
  });

  it("is needed: plain Lua 5.1 differs where the shim bridges", async () => {
    const plain = (await inWasm(false)).split("\n");
    const luajit = runLua(["-e", `io.write(dofile(${JSON.stringify(PROBE)}))`]).stdout.split("\n");
    const differ = plain.filter((line, i) => line !== luajit[i]).map((line) => line.replace(/ [=!] .*/, ""));
    for (const name of ["xpcall passes arguments", "load of a string", "bit", "math.mod", "%d past 32 bits", "%s of nil, bool, table", "tostring"]) {
      expect(differ).toContain(name);
    }
  });
});
