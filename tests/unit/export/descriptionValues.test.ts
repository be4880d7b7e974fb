// The editor's card preview shows each #n# as the collection does: the values the exported
// loc_vars returns outside a run, worked out in TypeScript from the exporter's own expressions
// (domain/export/descriptionValues.ts). Checked by hand on a joker, and on every item of the test
// projects against the very loc_vars the export writes, run in real LuaJIT.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameNumber, previewItem } from "../../../domain/export";
import { createItem, LIST_OF_TYPE, OBJECT_TYPES, type Project, type Rule } from "../../../domain/model";
import { runLua } from "../../lua/luajit";
import { everyEntryProject } from "../../support/projects/everyEntry";
import { sampleProject } from "./sampleProject";

const text = (value: string) => ({ value, valueType: "text" });

/** A joker with a number, a decimal, a suit and a rank variable, and a 1 in 6 chance. */
function jokerProject(): Project {
  const p = sampleProject();
  const rule = {
    id: "r1", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], loops: [],
    effects: [{ id: "e1", type: "add_mult", params: { value: text("mult") } }],
    randomGroups: [{ id: "g1", chance_numerator: text("1"), chance_denominator: text("6"), respect_probability_effects: true, custom_key: "", effects: [{ id: "e2", type: "add_mult", params: { value: text("4") } }] }],
  } as unknown as Rule;
  p.jokers = [...p.jokers, createItem("joker", {
    id: "j-values", name: "Values", objectKey: "values", description: "+#1# Mult, X#2#, #3#, #4#, #5# in #6#",
    userVariables: [
      { id: "v1", name: "mult", type: "number", initialValue: 1250 },
      { id: "v2", name: "xmult", type: "number", initialValue: 1.5 },
      { id: "v3", name: "suit", type: "suit", initialSuit: "Hearts" },
      { id: "v4", name: "rank", type: "rank", initialRank: "Queen" },
    ],
    rules: [rule],
  })];
  return p;
}

describe("description values", () => {
  it("shows a joker's variables, suit, rank and odds as the collection does", () => {
    const preview = previewItem(jokerProject(), "jokers", "j-values");
    expect(preview.error).toBeUndefined();
    expect(preview.values).toEqual(["1,250", "1.5", "Heart", "Queen", "1", "6"]);
  });

  it("shows a booster's cards chosen and cards shown", () => {
    const p = sampleProject();
    const booster = p.boosters[0] as { id: string; config?: { extra?: number; choose?: number } };
    booster.config = { ...booster.config, extra: 5, choose: 2 };
    expect(previewItem(p, "boosters", booster.id).values).toEqual(["2", "5"]);
  });

  it("formats numbers as the game's number_format", () => {
    expect(gameNumber(5)).toBe("5");
    expect(gameNumber(1234567)).toBe("1,234,567");
    expect(gameNumber(-20)).toBe("-20");
    expect(gameNumber(1.5)).toBe("1.5");
    expect(gameNumber(0.25)).toBe("0.25");
    expect(gameNumber(12.25)).toBe("12.3");
    expect(gameNumber(150.6)).toBe("151");
    expect(gameNumber(2.0)).toBe("2");
  });

  it("gives every item of the test projects what its exported loc_vars returns in LuaJIT", () => {
    const dir = mkdtempSync(join(tmpdir(), "jf-values-"));
    try {
      let compared = 0;
      let known = 0;
      for (const project of [everyEntryProject(), sampleProject(), jokerProject()]) {
        for (const type of OBJECT_TYPES) {
          const list = LIST_OF_TYPE[type];
          for (const item of project[list] as { id: string; description?: string }[]) {
            // every value the item has, asked for: the description names the last one
            const wide = { ...project, [list]: (project[list] as { id: string }[]).map((i) => (i === item ? { ...i, description: Array.from({ length: 40 }, (_, n) => `#${n + 1}#`).join(" ") } : i)) } as Project;
            const preview = previewItem(wide, list, item.id);
            expect(preview.error, `${type} ${item.id}`).toBeUndefined();
            const file = join(dir, `${compared}.lua`);
            writeFileSync(file, preview.lua);
            const run = runLua(["-"], { input: LUA_RUNNER.replace("FILE", JSON.stringify(file)) });
            expect(run.status, `${type} ${item.id}: ${run.stderr}`).toBe(0);
            const lua = run.stdout.split("\n").filter(Boolean).map((line) => {
              const [kind, value] = line.split("\t");
              return kind === "number" ? gameNumber(Number(value)) : kind === "string" ? value : null;
            });
            const values = preview.values ?? [];
            // the exported loc_vars shows "?" past the values there are
            expect(lua.slice(0, values.length), `${type} ${item.id}`).toHaveLength(values.length);
            values.forEach((value, i) => {
              if (value !== null) {
                expect(lua[i], `${type} ${item.id} #${i + 1}#`).toBe(value);
                known += 1;
              }
            });
            expect(lua.slice(values.length).every((v) => v === "?")).toBe(true);
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(20);
      expect(known).toBeGreaterThan(20);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Loads one item's exported definition with stand-ins for the game (any unknown global is a
 * callable table), calls its loc_vars as the collection does outside a run (card nil) and prints
 * each value's type and value.
 */
const LUA_RUNNER = `
local any
any = setmetatable({}, { __index = function() return any end, __call = function() return any end })
setmetatable(_G, { __index = function() return any end })
local defined
local singular = { Spades = "Spade", Hearts = "Heart", Clubs = "Club", Diamonds = "Diamond" }
function localize(key, set)
  if set == "suits_singular" then return singular[key] end
  return key
end
SMODS = setmetatable({
  get_probability_vars = function(card, n, d) return n, d end,
}, { __index = function() return function(t) if type(t) == "table" and t.loc_vars then defined = t end return any end end })
local chunk = assert(loadfile(FILE))
chunk()
assert(defined, "no definition with loc_vars")
local ret = defined.loc_vars(defined, {}, nil)
for _, v in ipairs(ret.vars) do
  io.write(type(v), "\\t", type(v) == "number" and string.format("%.17g", v) or tostring(v), "\\n")
end
`;
