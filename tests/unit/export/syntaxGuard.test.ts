// Issue 6: every generated Lua file is parsed before anything is written; a parse failure is a
// generator bug, shown with the file and line, and nothing is shipped. The printer cannot be made
// to print bad Lua, so the parser is made to reject one file and the export must stop on it.
import { describe, expect, it, vi } from "vitest";
import { EXPORT_MESSAGES, ExportError, exportMod } from "../../../domain/export";
import { runExport } from "../../../src/services/export/runExport";
import { sampleProject } from "./sampleProject";

vi.mock("../../../domain/lua/check", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../domain/lua/check")>();
  return {
    ...real,
    checkLuaSyntax: (source: string) => (source.includes("key = \"second\"")
      ? { ok: false as const, line: 42, column: 3, message: "unexpected symbol near 'x'" }
      : real.checkLuaSyntax(source)),
  };
});

describe("the LuaJIT parse before writing", () => {
  it("stops the export with the spec's generic text and the file and line as detail", () => {
    let thrown: unknown;
    try {
      exportMod(sampleProject());
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ExportError);
    expect((thrown as ExportError).message).toBe("Failed to export mod files. Please try again.");
    expect((thrown as ExportError).message).toBe(EXPORT_MESSAGES.other);
    expect((thrown as ExportError).detail).toBe("items/jokers.lua line 42: unexpected symbol near 'x'");
  });

  it("gives the browser no zip, only the message and the detail", async () => {
    const response = await runExport({ project: sampleProject() });
    expect(response).toEqual({ ok: false, message: EXPORT_MESSAGES.other, detail: "items/jokers.lua line 42: unexpected symbol near 'x'" });
  });
});
