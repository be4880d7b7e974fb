// Crash logs read and mapped to the block at fault: a real log made by the LuaJIT harness from a
// deliberately broken export, and hand-written logs in the layouts of Steamodded's crash screen
// (src/crash_handler.lua), the Lovely log file and a plain LÖVE error screen.
import { beforeAll, describe, expect, it } from "vitest";
import { exportMod, type ExportResult } from "../../../domain/export";
import { currentExportOf, describeOrigin, explainCrash, parseCrashLog } from "../../../domain/crashLog";
import { BROKEN, brokenExportAndLog, brokenProject } from "../../support/crashLogs";

let real: { result: ExportResult; log: string };
let lines: string[];
const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
const current = () => currentExportOf("crashmod", real.result);

beforeAll(() => {
  real = brokenExportAndLog();
  lines = String(real.result.files.get("items/jokers.lua")).split("\n");
});

describe("a real crash log from the harness", () => {
  it("has Steamodded's layout: the error, the mod list with the export's fingerprint, the traceback naming the mod's chunk", () => {
    const log = real.log.replace(/\r/g, "");
    expect(log.startsWith("Oops! The game crashed:\nj_crsh_boom crashed the game on purpose")).toBe(true);
    expect(log).toContain("Steamodded Mods:\n    1: Crash Mod by Tester [ID: crashmod, Version: 1.2.0]\n        Joker Forge export " + real.result.fingerprint);
    expect(log).toMatch(new RegExp(`Stack Traceback\\n===============\\n[^]*at file 'items/jokers.lua:${lineOf("error(\"j_crsh_boom")}' \\(from mod with id crashmod\\)`));
  });

  it("maps to the Crash the Game block of the Boom joker's rule, and says what it means", () => {
    const parsed = parseCrashLog(real.log);
    expect(parsed.format).toBe("steamodded");
    expect(parsed.mods.map((m) => [m.id, m.version])).toEqual([["crashmod", "1.2.0"]]);
    const ex = explainCrash(parsed, current());
    expect(ex.verdict).toBe("this-export");
    expect(ex.frame).toMatchObject({ file: "items/jokers.lua", line: lineOf("error(\"j_crsh_boom"), modId: "crashmod" });
    expect(ex.origin).toEqual({ itemId: BROKEN.itemId, itemKey: BROKEN.itemKey, ruleId: BROKEN.ruleId, blockKind: "effect", blockId: BROKEN.crashId });
    expect(ex.plain).toMatch(/Crash the Game block ran/);
    expect(ex.suggestion).toMatch(/remove the Crash the Game block/);
    expect(describeOrigin(brokenProject(), ex.origin!)).toMatchObject({ itemType: "joker", itemName: "Boom", ruleNumber: 1, blockLabel: "Crash the Game" });
  });

  it("is told to come from another export once the project changed (the fingerprint differs)", () => {
    const project = brokenProject();
    project.jokers[0].rules![0].effects[0].params = { value: { value: 6 } };
    const changed = exportMod(project, { codeOnly: true });
    const ex = explainCrash(parseCrashLog(real.log), currentExportOf("crashmod", changed));
    expect(ex.verdict).toBe("other-export");
    expect(ex.otherExportReason).toContain(real.result.fingerprint!);
    expect(ex.otherExportReason).toContain(changed.fingerprint!);
  });

  it("is another mod's crash for a project with another mod id", () => {
    const ex = explainCrash(parseCrashLog(real.log), { ...current(), modId: "othermod" });
    expect(ex.verdict).toBe("other-mod");
    expect(ex.otherMods).toEqual(["crashmod"]);
  });
});

describe("hand-written logs in the game's layouts", () => {
  it("Steamodded's crash screen: an index of nil in a block maps to it, with the missing-key fix", () => {
    const at = lineOf("{ mult = 2 }");
    const log = [
      "Oops! The game crashed:",
      `[SMODS crashmod "items/jokers.lua"]:${at}: attempt to index field 'config' (a nil value)`,
      "",
      "Additional Context:",
      "Balatro Version: 1.0.1o-FULL",
      "Modded Version: 1.0.0~BETA-0827c-STEAMODDED",
      "LÖVE Version: 11.5.0",
      "Lovely Version: 0.8.0",
      "Platform: Windows",
      "Steamodded Mods:",
      "    1: Crash Mod by Tester [ID: crashmod, Priority: 0, Version: 1.2.0]",
      "    2: Talisman by MathIsFun_, Mathguy24 [ID: Talisman, Version: 2.2.0, Uses Lovely]",
      "Lovely Mods:",
      "",
      "Stack Traceback",
      "===============",
      "(3) Lua method 'calculate' at file 'items/jokers.lua:" + at + "' (from mod with id crashmod)",
      "Local variables:",
      " self = table: 0x0a5b8f10  {name:Boom, key:j_crsh_boom}",
      "(4) Lua method 'calculate_joker' at file 'card.lua:4372'",
      "(5) Lua upvalue 'eval_card' at file 'functions/common_events.lua:1035'",
    ].join("\r\n");
    const parsed = parseCrashLog(log);
    expect(parsed.mods.map((m) => m.id)).toEqual(["crashmod", "Talisman"]);
    const ex = explainCrash(parsed, current());
    expect(ex.verdict).toBe("this-export");
    expect(ex.message).toBe("attempt to index field 'config' (a nil value)");
    expect(ex.origin).toMatchObject({ ruleId: BROKEN.ruleId, blockId: BROKEN.multId });
    expect(ex.plain).toMatch(/'config'.*nothing there \(nil\)/);
    expect(ex.suggestion).toMatch(/Check the keys/);
  });

  it("the Lovely log file: prefixed lines, a missing function from another mod maps to its block with the dependency fix", () => {
    const at = lineOf("error(\"j_crsh_boom");
    const log = [
      "INFO - [G] 2025-03-01 12:00:00 :: INFO  :: Loader :: Valid JSON file found",
      "INFO - [G] 2025-03-01 12:00:05 :: ERROR :: StackTrace :: Oops! The game crashed",
      `[SMODS crashmod "items/jokers.lua"]:${at}: attempt to call global 'to_big' (a nil value)\r`,
      "Stack Traceback",
      "===============",
      `(3) Lua method 'calculate' at file 'items/jokers.lua:${at}' (from mod with id crashmod)\r`,
      "\tLocal variables:\r",
      "\t self = table: 0x0a5b8f10\r",
      "(4) Lua method 'calculate_joker' at file 'card.lua:4372'\r",
    ].join("\n");
    const parsed = parseCrashLog(log);
    expect(parsed.format).toBe("lovely-log");
    const ex = explainCrash(parsed, current());
    expect(ex.verdict).toBe("this-export");
    expect(ex.origin?.blockId).toBe(BROKEN.crashId);
    expect(ex.plain).toMatch(/'to_big', which does not exist/);
    expect(ex.suggestion).toMatch(/Dependencies/);
  });

  it("the Lovely log file carries the mod list after the traceback: its fingerprint tells this export from another", () => {
    const at = lineOf("error(\"j_crsh_boom");
    const log = (print: string) => [
      "INFO - [G] 2025-03-01 12:00:05 :: ERROR :: StackTrace :: Oops! The game crashed",
      `[SMODS crashmod "items/jokers.lua"]:${at}: attempt to index a nil value\r`,
      "Stack Traceback", "===============",
      `(3) Lua method 'calculate' at file 'items/jokers.lua:${at}' (from mod with id crashmod)\r`,
      "INFO - [G] 2025-03-01 12:00:05 :: INFO  :: StackTrace :: Additional Context:",
      "Balatro Version: 1.0.1o-FULL", "Steamodded Mods:",
      "    1: Crash Mod by Tester [ID: crashmod, Version: 1.2.0]",
      `        Joker Forge export ${print}`,
      "Lovely Mods:",
    ].join("\n");
    const same = explainCrash(parseCrashLog(log(real.result.fingerprint!)), current());
    expect(same.verdict).toBe("this-export");
    expect(same.origin?.blockId).toBe(BROKEN.crashId);
    const other = explainCrash(parseCrashLog(log("0badc0de")), current());
    expect(other.verdict).toBe("other-export");
    expect(other.otherExportReason).toContain("0badc0de");
  });

  it("a plain LÖVE error screen with a Lua traceback", () => {
    const at = lineOf("{ mult = 2 }");
    const log = [
      "Error", "",
      `[SMODS crashmod "items/jokers.lua"]:${at}: bad argument #1 to 'random' (interval is empty)`, "",
      "Traceback", "",
      "[C]: in function 'random'",
      `[SMODS crashmod "items/jokers.lua"]:${at}: in function 'calculate'`,
      "card.lua:4372: in function 'calculate_joker'",
    ].join("\n");
    const parsed = parseCrashLog(log);
    expect(parsed.format).toBe("love");
    const ex = explainCrash(parsed, current());
    expect(ex.verdict).toBe("this-export");
    expect(ex.origin?.blockId).toBe(BROKEN.multId);
    expect(ex.plain).toMatch(/out of the range/);
  });

  it("another mod's crash names that mod", () => {
    const log = [
      "Oops! The game crashed:",
      `[SMODS Cryptid "items/code.lua"]:812: attempt to index local 'card' (a nil value)`,
      "", "Additional Context:", "Steamodded Mods:",
      "    1: Cryptid by MathIsFun_ [ID: Cryptid, Version: 0.5.3]",
      "    2: Crash Mod by Tester [ID: crashmod, Version: 1.2.0]",
      "Lovely Mods:", "", "Stack Traceback", "===============",
      "(3) Lua field 'use' at file 'items/code.lua:812' (from mod with id Cryptid)",
      "(4) Lua method 'use_consumeable' at file 'card.lua:1500'",
    ].join("\n");
    const ex = explainCrash(parseCrashLog(log), current());
    expect(ex.verdict).toBe("other-mod");
    expect(ex.otherMods).toEqual(["Cryptid"]);
    expect(ex.suggestion).toMatch(/'Cryptid'/);
  });

  it("a log without a fingerprint that names a line the current export does not have is from another export", () => {
    const log = [
      "Oops! The game crashed:",
      `[SMODS crashmod "items/jokers.lua"]:${lines.length + 40}: attempt to index a nil value`,
      "", "Stack Traceback", "===============",
      `(3) Lua method 'calculate' at file 'items/jokers.lua:${lines.length + 40}' (from mod with id crashmod)`,
    ].join("\n");
    const ex = explainCrash(parseCrashLog(log), current());
    expect(ex.verdict).toBe("other-export");
    expect(ex.otherExportReason).toMatch(/has \d+ lines in the current export/);
  });

  it("text that is no crash log says so", () => {
    expect(explainCrash(parseCrashLog("hello, my joker does not work"), current()).verdict).toBe("not-a-log");
  });
});
