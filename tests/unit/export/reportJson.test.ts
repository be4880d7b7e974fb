// `npm run cli -- export <file> --out <zip> --json` prints the export report as JSON: files,
// objects, and rules (exported, and every block left out on its item, rule and block). The text
// report keeps its two lines "Rules exported: N" and "Rules not exported: M".
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "../../../domain/catalog/scenario";
import { createItem, emptyProject } from "../../../domain/model";
import { serializeProject } from "../../../domain/projectFile/serializeProject";

const repo = resolve(fileURLToPath(new URL("../../..", import.meta.url)));
const scratch = mkdtempSync(join(tmpdir(), "jf-report-json-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function projectFile(): string {
  const project = emptyProject(1);
  project.modMetadata = { ...project.modMetadata, id: "reportmod", name: "Report Mod", prefix: "rm" };
  project.jokers = [createItem("joker", {
    id: "j1", name: "Half", objectKey: "half", prefix: "rm",
    rules: [
      build.rule("hand_played", { effects: [build.effect("add_mult", { value: 4 }), build.effect("no_such_effect")] }),
      build.rule("no_such_trigger", { effects: [build.effect("add_mult", { value: 1 })] }),
    ],
  })];
  const path = join(scratch, "report.jokerforge");
  writeFileSync(path, serializeProject(project, new Date(0).toISOString()));
  return path;
}

const cli = (...args: string[]) => spawnSync("npx", ["tsx", "src/cli/main.ts", "export", ...args], { cwd: repo, encoding: "utf8" });

describe("cli export --json", () => {
  const file = projectFile();

  it("prints the report as JSON with every block left out", () => {
    const run = cli(file, "--out", join(scratch, "out.zip"), "--json");
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.files).toBeGreaterThan(3);
    expect(report.objects["SMODS.Joker"]).toBe(1);
    expect(report.rules.exported).toBe(1);
    expect(report.rules.notExported).toEqual([
      { item: { type: "joker", name: "Half", key: "half", id: "j1" }, rule: { number: 1, id: expect.any(String), trigger: "hand_played", whole: false }, block: { kind: "effect", id: expect.any(String), type: "no_such_effect" }, reason: "the effect 'no_such_effect' does not exist" },
      { item: { type: "joker", name: "Half", key: "half", id: "j1" }, rule: { number: 2, id: expect.any(String), trigger: "no_such_trigger", whole: true }, block: { kind: "trigger", type: "no_such_trigger" }, reason: "the trigger 'no_such_trigger' does not exist" },
    ]);
  });

  it("keeps the text report's two rule lines", () => {
    const run = cli(file, "--out", join(scratch, "out2.zip"));
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Rules exported: 1\nRules not exported: 1\n");
    expect(run.stdout).toContain("joker 'Half' (half) rule 1 [hand_played] effect no_such_effect: the effect 'no_such_effect' does not exist");
  });
});
