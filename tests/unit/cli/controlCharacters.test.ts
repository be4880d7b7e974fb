// Issue 13 item 9: the command line printed user text raw, so a project or mod could send
// terminal escape sequences (ESC), cut a line (NUL) or forge output lines (line breaks). Every
// command prints such text escaped; --json output stays JSON that parses to the original text.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { serializeLog } from "../../../commands/log";
import { emptyProject } from "../../../domain/model";
import { printable, printableDeep, printableJson } from "../../../src/cli/printable";
import { goodMod, writeMod } from "../harness/mods";

const repo = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const tsx = join(repo, "node_modules", ".bin", "tsx");
const scratch = mkdtempSync(join(tmpdir(), "jf-cli-controls-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** ESC sequences (colour, clear screen, CSI as C1, OSC title), NUL, DEL, a forged line, bidi override, zero-width space. */
const HOSTILE = "A\u001b[31mred\u001b[0m\u001b[2J\u009b1m\u001b]0;title\u0007\u0000nul\u007fdel\nFAKE: line\r\t\u202eevil\u200b";
/** What may not reach a terminal raw: C0 (line breaks included, our own lines aside), DEL, C1, bidi and zero-width characters. */
// eslint-disable-next-line no-control-regex -- the test looks for control characters
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\u202e]/;

function cli(...args: string[]) {
  const run = spawnSync(tsx, ["src/cli/main.ts", ...args], { cwd: repo, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, all: run.stdout + run.stderr };
}

/** No control character, and no line of output that the hostile text started. */
function expectSafe(output: string) {
  expect(output).not.toMatch(RAW);
  expect(output).not.toMatch(/^FAKE: line/m);
}

function hostileProject(): string {
  return JSON.stringify({
    metadata: { id: "evilmod", name: `Mod ${HOSTILE}`, author: [HOSTILE], description: HOSTILE, prefix: "evil", main_file: "main.lua", version: `v${HOSTILE}`, priority: 0 },
    jokers: [{ id: "j1", name: "Joker", objectKey: `key ${HOSTILE}`, rarity: 1, cost: 4, rules: [], imagePreview: "" }],
    sounds: [{ id: "s1", key: `snd ${HOSTILE}`, soundString: "" }],
    unknownField: HOSTILE,
  });
}

describe("printable", () => {
  it("escapes controls, C1, lone surrogates and hidden characters, and leaves other text alone", () => {
    expect(printable("plain text, é 日本 🃏")).toBe("plain text, é 日本 🃏");
    expect(printable("a\u001b[31mb\u0000c\u007f\u009b\n\r\t\u202e\u200b\ud800")).toBe("a\\x1b[31mb\\x00c\\x7f\\x9b\\n\\r\\t\\u{202e}\\u{200b}\\u{d800}");
    expect(printableDeep({ a: [HOSTILE], b: 3 })).toEqual({ a: [printable(HOSTILE)], b: 3 });
  });

  it("printableJson is JSON for the same value without any raw control or hidden character", () => {
    const value = { name: HOSTILE, list: [HOSTILE, "🃏", "\u{e0001}tag"] };
    const json = printableJson(value);
    expect(json).not.toMatch(RAW);
    expect(json).not.toContain("\u{e0001}");
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("cli commands print user text escaped", () => {
  const project = join(scratch, "evil.jokerforge");
  writeFileSync(project, hostileProject());

  it("inspect, readable and --json", () => {
    const plain = cli("inspect", project);
    expect(plain.status, plain.stderr).toBe(0);
    expect(plain.stdout).toContain("name: Mod A\\x1b[31mred");
    expectSafe(plain.all);
    const json = cli("inspect", project, "--json");
    expect(json.status, json.stderr).toBe(0);
    expectSafe(json.all);
    expect(JSON.parse(json.stdout).name).toBe(`Mod ${HOSTILE}`);
  });

  it("export: the report (keys, warnings, file names) and where it was written", () => {
    const out = join(scratch, `out\u001b[2J`);
    const run = cli("export", project, "--out", out);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("key A\\x1b[31mred");
    expectSafe(run.all);
  });

  it("export and inspect failures name the file escaped", () => {
    const missing = cli("export", join(scratch, "no\u001b[2Jfile\nFAKE: line"), "--out", join(scratch, "x.zip"));
    expect(missing.status).toBe(1);
    expectSafe(missing.all);
    const broken = join(scratch, "broken.jokerforge");
    writeFileSync(broken, `{"metadata": "\u001b[2J\nFAKE: line`);
    const failed = cli("inspect", broken);
    expect(failed.status).toBe(1);
    expectSafe(failed.all);
  });

  it("check: problems name the mod's keys and messages escaped", () => {
    const files = goodMod();
    files["items/jokers.lua"] = String(files["items/jokers.lua"]).replace("key = 'adder'", "key = 'adder\\27[2J\\nFAKE: line'");
    const dir = writeMod(files);
    const run = cli("check", dir);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("adder\\x1b[2J\\nFAKE: line");
    expectSafe(run.all);
    rmSync(resolve(dir, ".."), { recursive: true, force: true });
  });

  it("replay: the output path and a failure's reason", () => {
    const log = join(scratch, "log.json");
    writeFileSync(log, `\u001b[2J\nFAKE: line ${HOSTILE}`);
    const bad = cli("replay", log, "--out", join(scratch, "r.jokerforge"));
    expect(bad.status).toBe(1);
    expectSafe(bad.all);
    const good = join(scratch, "good.json");
    writeFileSync(good, serializeLog({ start: emptyProject(1_700_000_000_000), entries: [] }));
    const run = cli("replay", good, "--out", join(scratch, "r\u001b[2J\nFAKE: line.jokerforge"));
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("r\\x1b[2J\\nFAKE: line.jokerforge");
    expectSafe(run.all);
  });
});
