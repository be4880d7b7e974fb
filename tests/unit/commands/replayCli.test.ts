// A recorded session, downloaded as a log and replayed by `npm run cli -- replay`, gives the
// project the person saw: the CLI writes the same bytes as saving the live state, and importing
// that file gives the live project back.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { emptyProject } from "../../../domain/model";
import type { ListEntry } from "../../../commands/types";
import { createItem, createSound } from "../../../domain/model/itemFactory";
import { importProjectText, serializeProject } from "../../../domain/projectFile";
import { diffProjects, replayLog, serializeLog } from "../../../commands/log";
import { createProjectStore } from "../../../src/store/projectStore";
import { runReplay } from "../../../src/cli/replay";

const run = promisify(execFile);
const root = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const tsx = join(root, "node_modules", ".bin", "tsx");

function recordSession() {
  const store = createProjectStore(emptyProject(1_700_000_000_000));
  let at = 1_700_000_100_000;
  const next = () => (at += 3_000);
  const entry = (value: object) => value as unknown as ListEntry;
  store.dispatch({ type: "list/add", list: "jokers", entry: entry(createItem("joker", { id: "j1", name: "Lucky Cat" })), at: next() });
  store.dispatch({ type: "list/add", list: "jokers", entry: entry(createItem("joker", { id: "j2", name: "Lucky Cat" })), at: next() });
  store.dispatch({ type: "list/add", list: "consumables", entry: entry(createItem("consumable", { id: "c1", name: "Moon Shard" })), at: next() });
  store.dispatch({ type: "list/add", list: "sounds", entry: entry(createSound({ id: "s1", key: "chime" })), at: next() });
  store.dispatch({ type: "list/duplicate", list: "sounds", id: "s1", newId: "s2", at: next() });
  store.dispatch({ type: "list/duplicate", list: "jokers", id: "j1", newId: "j3", at: next() });
  for (const name of ["L", "Lu", "Luc", "Lucky Dog"]) {
    store.dispatch({ type: "list/update", list: "jokers", id: "j2", changes: { name }, at: (at += 200), burst: "jokers:j2:name" });
  }
  store.dispatch({ type: "list/move", list: "jokers", id: "j2", toIndex: 0, at: next() });
  store.undo(next());
  store.dispatch({ type: "metadata/update", changes: { name: "Replay Mod", author: ["Tester"] }, at: next() });
  store.dispatch({ type: "list/remove", list: "consumables", id: "c1", at: next() });
  store.undo(next());
  store.undo(next());
  store.redo(next());
  return store;
}

describe("replay", () => {
  it("replays a recorded log to the live state through the CLI", async () => {
    const store = recordSession();
    const live = store.getState();
    expect(live.jokers.map((j) => [j.name, j.objectKey])).toEqual([["Lucky Cat", "lucky_cat"], ["Lucky Cat", "lucky_cat3"], ["Lucky Dog", "lucky_cat2"]]);
    // Removing the consumable was undone; the metadata edit was undone and redone.
    expect(live.consumables.map((c) => c.id)).toEqual(["c1"]);
    expect(live.modMetadata.name).toBe("Replay Mod");
    expect(diffProjects(replayLog(store.getLog()), live)).toEqual([]);

    const dir = mkdtempSync(join(tmpdir(), "jf-replay-"));
    const logFile = join(dir, "log.json");
    const outFile = join(dir, "out.jokerforge");
    writeFileSync(logFile, serializeLog(store.getLog(), live));
    const { stdout } = await run(tsx, ["src/cli/main.ts", "replay", logFile, "--out", outFile], { cwd: root });
    expect(stdout).toContain(`Replayed ${store.getLog().entries.length} entries`);

    const written = readFileSync(outFile, "utf8");
    expect(written).toBe(serializeProject(live, new Date(live.timestamp).toISOString()));
    const imported = importProjectText(written);
    expect(imported.ok).toBe(true);
    if (imported.ok) expect(diffProjects({ ...imported.project, timestamp: live.timestamp }, live)).toEqual([]);
  });

  it("refuses a file that is not a log with a one-line reason and exit code 1", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jf-replay-"));
    const logFile = join(dir, "bad.json");
    writeFileSync(logFile, JSON.stringify({ format: "joker-forge-command-log", version: 1, start: emptyProject(), entries: [{ kind: "do", command: { type: "list/move", list: "jokers", id: "x", at: 1 } }] }));
    const failure = await run(tsx, ["src/cli/main.ts", "replay", logFile, "--out", join(dir, "out.jokerforge")], { cwd: root })
      .then(() => null, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe("replay: Not a Joker Forge edit log: entries[0].command.toIndex is not a number");
  });

  it("explains its usage when arguments are missing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await runReplay(["log.json"])).toBe(2);
    expect(error.mock.calls[0][0]).toContain("missing --out <project-file>");
    expect(await runReplay(["--out", "x.jokerforge"])).toBe(2);
    expect(await runReplay(["no-such-file.json", "--out", "x.jokerforge"])).toBe(1);
    expect(String(error.mock.calls.at(-1)?.[0])).toMatch(/^replay: .*no-such-file\.json/);
    error.mockRestore();
  });
});
