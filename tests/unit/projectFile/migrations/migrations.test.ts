// The numbered migrations as a whole: one file per step, in order, each with a test of its own;
// what a file's schema number means; and files from a newer Joker Forge.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CURRENT_SCHEMA, MIGRATIONS, importProjectText, migrate, newerSchemaText, serializeProject,
} from "../../../../domain/projectFile";
import { CONDITION_RENAMES } from "../../../../domain/projectFile/migrations/0004-condition-renames";
import { EFFECT_RENAMES } from "../../../../domain/projectFile/migrations/0006-effect-renames";
import { text } from "../build";
import { rule } from "./helpers";

const root = fileURLToPath(new URL("../../../..", import.meta.url));
const sourceDir = resolve(root, "domain/projectFile/migrations");
const testDir = resolve(root, "tests/unit/projectFile/migrations");
const STEP = /^(\d{4})-([a-z0-9-]+)\.ts$/;

describe("the migration list", () => {
  const files = readdirSync(sourceDir).filter((name) => STEP.test(name)).sort();

  it("is every NNNN-name.ts file, in order, numbered 1..n without gaps", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(MIGRATIONS.map((m) => `${String(m.id).padStart(4, "0")}-${m.name}.ts`)).toEqual(files);
    expect(MIGRATIONS.map((m) => m.id)).toEqual(files.map((_, i) => i + 1));
    expect(CURRENT_SCHEMA).toBe(files.length);
  });

  it("gives every migration a test of its own that imports it", () => {
    const untested = files.filter((file) => {
      const test = resolve(testDir, file.replace(/\.ts$/, ".test.ts"));
      try {
        return !readFileSync(test, "utf8").includes(`/migrations/${file.replace(/\.ts$/, "")}"`);
      } catch {
        return true;
      }
    });
    expect(untested, "migrations without tests/unit/projectFile/migrations/<same name>.test.ts").toEqual([]);
  });

  it("holds the only rename tables: no other source under domain/ maps an old rule id to its new one", () => {
    const pairs: [string, string][] = [
      ...Object.entries(CONDITION_RENAMES),
      ...Object.entries(EFFECT_RENAMES).map(([from, { to }]): [string, string] => [from, to]),
      // consumable_used stays a current trigger of jokers, so only the always-renamed triggers count.
      ["card_held", "card_held_in_hand"], ["voucher_used", "card_used"], ["deck_selected", "card_used"],
    ];
    const q = "[\"'`]";
    const patterns = pairs.map(([from, to]) => ({
      id: from,
      // `old: "new"` or `"old": "new"` (a rename table), or an `aliases: [..."old"...]` list.
      table: new RegExp(`(^|[\\s{,])${q}?${from}${q}?\\s*:\\s*${q}${to}${q}`, "m"),
      alias: new RegExp(`aliases\\s*:\\s*\\[[^\\]]*${q}${from}${q}`),
      compare: new RegExp(`===\\s*${q}${from}${q}`),
    }));
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = resolve(dir, entry.name);
        if (entry.isDirectory()) { if (path !== sourceDir) walk(path); continue; }
        if (!/\.(ts|tsx)$/.test(entry.name)) continue;
        const source = readFileSync(path, "utf8");
        for (const p of patterns) if (p.table.test(source) || p.alias.test(source) || p.compare.test(source)) hits.push(`${path.slice(root.length)}: ${p.id}`);
      }
    };
    walk(resolve(root, "domain"));
    expect(hits).toEqual([]);
  });
});

describe("schema numbers", () => {
  const old = {
    jokers: [{ id: "j", name: "J", jokerKey: "j", rules: [rule({ trigger: "card_held", effects: [{ id: "e", type: "double_dollars", params: { limit: 40 } }],
      conditionGroups: [{ id: "g", operator: "and", conditions: [{ id: "c", type: "poker_hand", negate: false, params: { value: "Flush" } }] }] })] }],
    decks: [{ id: "d", name: "D", rules: [rule({ trigger: "deck_selected", effects: [{ id: "e", type: "modify_blind_requirement", params: {} }] })] }],
  };

  it("a file of the original app (no schema) runs every step and saves at the current schema", () => {
    const result = importProjectText(text(old));
    if (!result.ok) throw new Error(result.reason);
    expect(result.report.schema).toBeUndefined();
    expect(result.project.jokers[0]).toMatchObject({ objectKey: "j", rules: [{ trigger: "card_held_in_hand", effects: [{ type: "set_dollars" }], conditionGroups: [{ conditions: [{ type: "hand_type" }] }] }] });
    expect(JSON.parse(serializeProject(result.project, "2025-01-01T00:00:00.000Z")).jokerForgeSchema).toBe(CURRENT_SCHEMA);
  });

  it("a schema-1 file (saved before the steps were numbered) is left exactly as it is by steps 2..n", () => {
    const first = importProjectText(text(old));
    if (!first.ok) throw new Error(first.reason);
    const saved = { ...JSON.parse(serializeProject(first.project, "2025-01-01T00:00:00.000Z")), jokerForgeSchema: 1 };
    const copy = structuredClone(saved);
    const notes: string[] = [];
    expect(migrate(copy, 1, (line) => notes.push(line))).toBe(CURRENT_SCHEMA);
    expect(copy).toEqual(saved);
    expect(notes).toEqual([]);
    const again = importProjectText(JSON.stringify(saved));
    expect(again.ok && again.project).toEqual({ ...first.project, timestamp: Date.parse(saved.exportedAt) });
  });

  it("a current-schema file runs no step: an old id in it is an unknown kind, kept and reported", () => {
    const result = importProjectText(text({ jokerForgeSchema: CURRENT_SCHEMA, jokers: [{ id: "j", name: "J", objectKey: "j", rules: [rule({ trigger: "card_held" })] }] }));
    if (!result.ok) throw new Error(result.reason);
    expect(result.project.jokers[0].rules[0].trigger).toBe("card_held");
    expect(result.report.unknownRuleKinds.map((k) => k.id)).toContain("card_held");
  });
});

describe("a file from a newer Joker Forge", () => {
  const newer = CURRENT_SCHEMA + 3;
  const file = text({
    jokerForgeSchema: newer,
    futureTopLevel: { layers: [1, 2] },
    jokers: [{ id: "j", name: "J", objectKey: "j", futureField: "kept", rules: [rule({ trigger: "future_trigger", futureRuleField: 1 })] }],
  });

  it("imports with a report naming both schema numbers, and the warning text names them too", () => {
    const result = importProjectText(file);
    if (!result.ok) throw new Error(result.reason);
    expect(result.report.newerSchema).toEqual({ file: newer, app: CURRENT_SCHEMA });
    const toast = newerSchemaText(newer, CURRENT_SCHEMA);
    expect(toast.message).toContain("made by a newer Joker Forge");
    expect(toast.message).toContain(`schema ${newer}`);
    expect(toast.message).toContain(`schema ${CURRENT_SCHEMA}`);
    expect(toast.message).toContain("some data may not be understood");
  });

  it("keeps unknown fields and writes them back on Save, with its schema number", () => {
    const result = importProjectText(file);
    if (!result.ok) throw new Error(result.reason);
    expect(result.project.fileExtras).toEqual({ futureTopLevel: { layers: [1, 2] } });
    const saved = JSON.parse(serializeProject(result.project, "2025-01-01T00:00:00.000Z"));
    expect(saved.futureTopLevel).toEqual({ layers: [1, 2] });
    expect(saved.jokerForgeSchema).toBe(newer);
    expect(saved.jokers[0].futureField).toBe("kept");
    expect(saved.jokers[0].rules[0]).toMatchObject({ trigger: "future_trigger", futureRuleField: 1 });
    const again = importProjectText(JSON.stringify(saved));
    expect(again.ok && again.project).toEqual({ ...result.project, timestamp: Date.parse(saved.exportedAt) });
  });

  it("keeps them through an auto-save record too (fileExtras, newerSchema)", () => {
    const result = importProjectText(file);
    if (!result.ok) throw new Error(result.reason);
    const { modMetadata, ...rest } = result.project;
    const record = JSON.parse(JSON.stringify({ modMetadata, ...rest }));
    const restored = importProjectText(JSON.stringify(record));
    expect(restored.ok && restored.project).toEqual(result.project);
    expect(restored.ok && restored.report.newerSchema).toEqual({ file: newer, app: CURRENT_SCHEMA });
  });
});
