// A recorded session, downloaded as a log and replayed by `npm run cli -- replay`, gives the
// project the person saw: the CLI writes the same bytes as saving the live state, and importing
// that file gives the live project back. --steps tells the session in words; a step the app
// would refuse stops the replay (issue 13 item 4); nothing import would refuse is ever written.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { createItem, createSound, emptyProject } from "../../../domain/model";
import { importProjectText, serializeProject } from "../../../domain/projectFile";
import { LOG_FORMAT, diffProjects, replayLog, serializeLog } from "../../../commands/log";
import { createProjectStore } from "../../../src/store/projectStore";
import { patchLine, runReplay } from "../../../src/cli/replay";
import { printable } from "../../../src/cli/printable";

const run = promisify(execFile);
const root = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const tsx = join(root, "node_modules", ".bin", "tsx");

function recordSession() {
  const store = createProjectStore(emptyProject(1_700_000_000_000));
  let at = 1_700_000_100_000;
  const next = () => (at += 3_000);
  store.dispatch({ type: "entry/add", list: "jokers", entry: createItem("joker", { id: "j1", name: "Lucky Cat" }), at: next() });
  store.dispatch({ type: "entry/add", list: "jokers", entry: createItem("joker", { id: "j2", name: "Lucky Cat" }), at: next() });
  store.dispatch({ type: "entry/add", list: "consumables", entry: createItem("consumable", { id: "c1", name: "Moon Shard" }), at: next() });
  store.dispatch({ type: "entry/add", list: "sounds", entry: createSound({ id: "s1", key: "chime" }), at: next() });
  store.dispatch({ type: "entry/duplicate", list: "sounds", id: "s1", newId: "s2", at: next() });
  store.dispatch({ type: "entry/duplicate", list: "jokers", id: "j1", newId: "j3", at: next() });
  for (const name of ["L", "Lu", "Luc", "Lucky Dog"]) {
    store.dispatch({ type: "entry/rename", list: "jokers", id: "j2", name, at: (at += 200), burst: "jokers:j2:name" });
  }
  store.dispatch({ type: "entry/move", list: "jokers", id: "j2", toIndex: 0, at: next() });
  store.undo(next());
  store.dispatch({ type: "metadata/rename", name: "Replay Mod", identity: "always", at: next() });
  store.dispatch({ type: "metadata/edit", changes: { author: ["Tester"] }, at: next() });
  store.dispatch({ type: "entry/remove", list: "consumables", id: "c1", at: next() });
  store.undo(next());
  store.undo(next());
  store.redo(next());
  return store;
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "jf-replay-"));
}

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return run(tsx, ["src/cli/main.ts", "replay", ...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (error: { code: number; stdout: string; stderr: string }) => error);
}

describe("replay", () => {
  it("replays a recorded log to the live state through the CLI", async () => {
    const store = recordSession();
    const live = store.getState();
    expect(live.jokers.map((j) => [j.name, j.objectKey])).toEqual([["Lucky Cat", "lucky_cat"], ["Lucky Cat", "lucky_cat3"], ["Lucky Dog", "lucky_dog"]]);
    expect(live.consumables.map((c) => c.id)).toEqual(["c1"]);
    expect(live.modMetadata).toMatchObject({ name: "Replay Mod", id: "replaymod", author: ["Tester"] });
    expect(diffProjects(replayLog(store.getLog()), live)).toEqual([]);

    const dir = tempDir();
    const logFile = join(dir, "log.json");
    const outFile = join(dir, "out.jokerforge");
    writeFileSync(logFile, serializeLog(store.getLog(), live));
    const { stdout } = await cli([logFile, "--out", outFile]);
    expect(stdout).toContain(`Replayed ${store.getLog().entries.length} entries`);
    const written = readFileSync(outFile, "utf8");
    expect(written).toBe(serializeProject(live, new Date(live.timestamp).toISOString()));
    const imported = importProjectText(written);
    expect(imported.ok && diffProjects({ ...imported.project, timestamp: live.timestamp }, live)).toEqual([]);
  });

  it("--steps prints each step in words, then the JSON Patch of what it changed; --until stops early", async () => {
    const store = recordSession();
    const dir = tempDir();
    const logFile = join(dir, "log.json");
    writeFileSync(logFile, serializeLog(store.getLog()));
    const { stdout } = await cli([logFile, "--steps", "--until", "12"]);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toBe("1. added joker 'Lucky Cat'");
    const ops = lines.slice(1, 3).sort();
    expect(ops[0]).toMatch(/^ {5}add \/jokers\/0 \{"id":"j1",.*\.\.\. \(\d+ characters\)$/);
    expect(ops[1]).toBe("     replace /timestamp 1700000103000");
    expect(lines).toContain("5. duplicated sound 'chime' as chime_copy");
    expect(lines).toContain("7. renamed joker 'Lucky Cat' to 'L'");
    expect(lines).toContain("     replace /jokers/2/objectKey \"l\"");
    expect(lines).toContain("11. moved joker 'Lucky Dog' to position 1");
    expect(lines).toContain("12. undid: moved joker 'Lucky Dog' to position 1");
    expect(lines.some((line) => line.startsWith("13."))).toBe(false);

    const outFile = join(dir, "until.jokerforge");
    const { stdout: written } = await cli([logFile, "--until", "3", "--out", outFile]);
    expect(written).toContain("Replayed the first 3 of");
    const imported = importProjectText(readFileSync(outFile, "utf8"));
    expect(imported.ok && imported.project.jokers.length).toBe(2);
    expect(imported.ok && imported.project.consumables.length).toBe(1);
  });

  it("stops at the first step the live app would refuse, naming it, and writes nothing (issue 13 item 4)", async () => {
    const dir = tempDir();
    const hostile = (command: Record<string, unknown>) => {
      const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
      writeFileSync(file, JSON.stringify({
        format: LOG_FORMAT, version: 2, start: emptyProject(1), payloads: {},
        entries: [{ kind: "do", command: { type: "metadata/edit", changes: { version: "2.0.0" }, at: 2 } }, { kind: "do", command: { at: 3, ...command } }],
      }));
      return file;
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "metadata/rename", name: { a: 1 }, identity: "always" }, "name is not text"],
      [{ type: "metadata/edit", changes: { author: "notalist" } }, "changes.author must be a list of text"],
      [{ type: "metadata/edit", changes: { priority: "high" } }, "changes.priority must be a number"],
      [{ type: "metadata/edit", changes: { description: "x".repeat(30 * 1024 * 1024) } }, "command.changes.description is longer than 20 MB of text"],
      [{ type: "entry/edit", list: "jokers", id: "nope", changes: {} }, 'no joker has id "nope"'],
    ];
    const out = join(dir, "never.jokerforge");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [command, reason] of cases) {
      expect(await runReplay([hostile(command), "--out", out])).toBe(1);
      expect(error.mock.calls.at(-1)?.[0]).toBe(`replay: step 2 cannot be applied: ${reason}`);
      expect(existsSync(out)).toBe(false);
    }
    error.mockRestore();
    // The same through the command line: exit code 1 and one line.
    const result = await cli([hostile(cases[0][0]), "--out", out]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("replay: step 2 cannot be applied: name is not text");
  });

  it("never writes a project import would refuse", async () => {
    const dir = tempDir();
    const start = { ...emptyProject(1), modMetadata: { ...emptyProject(1).modMetadata, description: "x".repeat(21 * 1024 * 1024) } };
    const file = join(dir, "start.json");
    writeFileSync(file, JSON.stringify({ format: LOG_FORMAT, version: 2, start, payloads: {}, entries: [] }));
    const out = join(dir, "never.jokerforge");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runReplay([file, "--out", out])).toBe(1);
    expect(String(error.mock.calls.at(-1)?.[0])).toMatch(/^replay: the rebuilt project would not import \(\$\.metadata\.description: text longer than 20 MB\); nothing written$/);
    error.mockRestore();
    expect(existsSync(out)).toBe(false);
  });

  it("replays the committed version-1 log with --steps", async () => {
    const result = await cli([join(root, "tests/fixtures/logs/v1-session.log.json"), "--steps"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("'Mythic' updated in customRarities: name, key (version-1 log)");
    expect(result.stdout).toContain("23. undid: 'Mythic' updated in customRarities: name, key (version-1 log) (and 3 more edits in the same undo step)");
  });

  it("prints user text on one safe line, and cuts long values", () => {
    expect(printable("a\u001b[31mb\nc\u0000")).toBe("a\\x1b[31mb\\nc\\x00");
    expect(patchLine({ op: "add", path: "/x", value: "y".repeat(500) })).toMatch(/^add \/x "y{159}\.\.\. \(502 characters\)$/);
    expect(patchLine({ op: "remove", path: "/jokers/0" })).toBe("remove /jokers/0");
  });

  it("explains its usage when arguments are missing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runReplay(["log.json"])).toBe(2);
    expect(error.mock.calls[0][0]).toContain("missing --out <project-file> (or --steps");
    expect(await runReplay(["--out", "x.jokerforge"])).toBe(2);
    expect(await runReplay(["log.json", "--until", "x", "--steps"])).toBe(2);
    expect(await runReplay(["no-such-file.json", "--out", "x.jokerforge"])).toBe(1);
    expect(String(error.mock.calls.at(-1)?.[0])).toMatch(/^replay: .*no-such-file\.json/);
    error.mockRestore();
  });
});
