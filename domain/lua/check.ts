// Every generated Lua file is parsed before it is written: a LuaJIT-level parse failure is a
// bug in a generator and must stop the export with the file and line, never ship.
import luaparse from "luaparse";

export type LuaSyntaxResult = { ok: true } | { ok: false; line: number; column: number; message: string };

export function checkLuaSyntax(source: string): LuaSyntaxResult {
  try {
    // encodingMode "none" leaves string contents undecoded: we only need the grammar checked.
    luaparse.parse(source, { luaVersion: "LuaJIT", comments: false, scope: false, locations: false, encodingMode: "none" });
    return { ok: true };
  } catch (error) {
    const e = error as { line?: number; column?: number; message?: string };
    return { ok: false, line: e.line ?? 0, column: e.column ?? 0, message: e.message ?? String(error) };
  }
}
