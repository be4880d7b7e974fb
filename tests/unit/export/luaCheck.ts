// Loads generated Lua files in real LuaJIT (syntax only: loadfile compiles without running).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runLua } from "../../lua/luajit";
import type { ExportResult } from "../../../domain/export";

/** Returns one "path: error" line per file LuaJIT cannot compile. */
export function luajitCompileErrors(result: ExportResult): string[] {
  const dir = mkdtempSync(join(tmpdir(), "jf-lua-"));
  try {
    const luaFiles = [...result.files.keys()].filter((p) => p.endsWith(".lua"));
    for (const path of luaFiles) {
      const full = join(dir, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, result.files.get(path)!);
    }
    const script = luaFiles.map((p) => `do local f, err = loadfile(${JSON.stringify(join(dir, p))}) if not f then print(${JSON.stringify(p)} .. ": " .. err) end end`).join("\n");
    const run = runLua(["-"], { input: script });
    if (run.status !== 0) return [`luajit failed: ${run.stderr}`];
    return run.stdout.split("\n").filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
