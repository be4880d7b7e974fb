// Property tests for the design card: random sequences of the app's commands (ids drawn from the
// current state, values that sometimes name things that are gone), with undo and redo mixed in,
// run through the real store. After every step:
// - the project invariants hold (lists, 1..n order, types, unique non-empty keys);
// - referential integrity holds: every reference in the project's own form resolves (rarities,
//   sets, sounds, pools, voucher requirements, starting cards, card rules, the keys rules name,
//   the variables they use), because renames and deletions carry their cascades and edits that
//   would name nothing are refused;
// - the undo/redo flags match a model of the history, and the store agrees with the reducer.
// At the end: undoing every step walks back to the start, redoing walks forward to the end (the
// invariants holding at every stop), and replaying the JSON log gives the live state.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createConsumableSet, createItem, createRarity, createSound, danglingReferences, emptyProject, OBJECT_TYPES, LIST_OF_TYPE,
  type ObjectType, type Project, type ProjectListName,
} from "../../domain/model";
import { checkProject } from "../../domain/projectFile/checkProject";
import { diffProjects, parseLog, replayLog, serializeLog } from "../../commands/log";
import { reduce } from "../../commands/reducer";
import type { Command, EntryList, RuleList } from "../../commands/types";
import type { KeptPlaytest } from "../../domain/playtest/types";
import { createProjectStore } from "../../src/store/projectStore";
import { duplicateVanillaCommand } from "../../commands/vanilla";
import { vanillaItems } from "../../domain/vanilla/items";
import { SECTION_TYPE, VANILLA_SECTIONS } from "../../domain/vanilla/types";

const text = (value: string) => ({ value, valueType: "text" });
const rule = (id: string, effects: unknown[]) => ({
  id, trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], effects, randomGroups: [], loops: [],
});

/** A project whose references all resolve, with something of every kind to rename and delete. */
function richProject(prefix: string, timestamp: number): Project {
  const p = emptyProject(timestamp);
  p.modMetadata.prefix = prefix;
  p.customRarities.push(createRarity({ id: "r1", key: "mythic", name: "Mythic" }), createRarity({ id: "r2", key: "epic", name: "Epic" }));
  p.sounds.push(createSound({ id: "s1", key: "chime" }), createSound({ id: "s2", key: "gong" }));
  p.consumableSets.push(createConsumableSet({ id: "cs1", key: "runes", name: "Runes", default_card: `c_${prefix}_fehu` }));
  p.consumables.push(createItem("consumable", { id: "c1", name: "Fehu", objectKey: "fehu", set: "runes", orderValue: 1 }));
  p.vouchers.push(createItem("voucher", { id: "v1", name: "Base", objectKey: "base", orderValue: 1 }));
  p.vouchers.push(createItem("voucher", { id: "v2", name: "Plus", objectKey: "plus", requires: `v_${prefix}_base`, requires_activetor: true, orderValue: 2 }));
  p.decks.push(createItem("deck", { id: "d1", name: "Deck", Config_vouchers: [`v_${prefix}_base`], Config_consumables: [`c_${prefix}_fehu`, "c_fool"], orderValue: 1 }));
  p.seals.push(createItem("seal", { id: "x1", name: "Wax", objectKey: "wax", sound: `${prefix}_chime`, orderValue: 1 }));
  p.editions.push(createItem("edition", { id: "e1", name: "Shiny", objectKey: "shiny", sound: `${prefix}_gong`, orderValue: 1 }));
  p.enhancements.push(createItem("enhancement", { id: "m1", name: "Ember", objectKey: "ember", orderValue: 1 }));
  p.jokers.push(createItem("joker", { id: "j1", name: "House", objectKey: "house", rarity: "mythic", pools: [`${prefix}_jokers`], orderValue: 1 }));
  p.jokers.push(createItem("joker", {
    id: "j2", name: "Bell", objectKey: "bell", rarity: "epic", orderValue: 2, pools: [],
    userVariables: [{ id: "u", name: "hits" }],
    rules: [rule("r", [
      { id: "e1", type: "play_sound", params: { sound_key: text("chime") } },
      { id: "e2", type: "create_joker", params: { joker_type: text("specific"), joker_key: text(`j_${prefix}_house`), rarity: text("mythic") } },
      { id: "e3", type: "create_joker", params: { joker_type: text("pool"), pool: text(`${prefix}_jokers`) } },
      { id: "e4", type: "add_mult", params: { value: { value: "hits", valueType: "user_var" } } },
      { id: "e5", type: "add_card", params: { enhancement: text(`m_${prefix}_ember`), seal: text(`${prefix}_wax`), edition: text(`e_${prefix}_shiny`) } },
      { id: "e6", type: "create_consumable", params: { set: text("runes"), specific_card: text(`c_${prefix}_fehu`) } },
    ])] as never,
  }));
  p.boosters.push(createItem("booster", {
    id: "b1", name: "Pack", booster_type: "joker", orderValue: 1,
    card_rules: [{ rarity: "mythic" }, { specific_key: `j_${prefix}_house`, specific_type: "joker" }, { set: "runes" }, { pool: `${prefix}_jokers` }],
  }));
  return p;
}

const NAMES = ["Card", "Card 2", "Lucky Cat", "Mythic", "Epic", "House", "!!!", "Ünïcode Joker", "A"];
const KEYS = ["", "card", "card2", "mythic", "epic", "chime", "gong", "house", "base", "runes", "x_y", "Lucky Cat!"];
const PREFIXES = ["mymod", "other", "zz"];
const MOD_NAMES = ["Other Mod", "Zz", "My Custom Mod", "Third One"];

const listArb = fc.constantFrom<EntryList>("jokers", "consumables", "vouchers", "decks", "seals", "editions", "boosters", "enhancements", "sounds", "customRarities", "consumableSets");
const namedListArb = fc.constantFrom<Exclude<EntryList, "sounds">>("jokers", "consumables", "vouchers", "decks", "seals", "editions", "boosters", "enhancements", "customRarities", "consumableSets");
const gapArb = fc.constantFrom(0, 250, 1_001, 5_000);
const ruleListArb = fc.constantFrom<RuleList>("jokers", "consumables", "vouchers", "decks", "seals", "editions", "enhancements");
const pickArb = fc.nat(40);

const actionArb = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("add" as const), list: listArb, name: fc.constantFrom(...NAMES), key: fc.constantFrom(...KEYS), index: fc.option(fc.integer({ min: -2, max: 9 }), { nil: undefined }), gap: gapArb }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("reference" as const), field: fc.constantFrom("set", "sound", "requires", "decks", "card_rule", "pools", "default_card"), pick: pickArb, value: pickArb, stale: fc.boolean(), gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("edit" as const), list: listArb, pick: pickArb, cost: fc.integer({ min: 0, max: 9 }), gap: gapArb }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("rename" as const), list: namedListArb, pick: pickArb, name: fc.constantFrom(...NAMES), typing: fc.boolean(), gap: gapArb }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("setKey" as const), list: listArb, pick: pickArb, key: fc.constantFrom(...KEYS), gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("duplicate" as const), list: listArb, pick: pickArb, gap: gapArb }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("remove" as const), list: listArb, pick: pickArb, gap: gapArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("move" as const), list: listArb, pick: pickArb, toIndex: fc.integer({ min: -2, max: 9 }), gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("rarity" as const), pick: pickArb, value: pickArb, stale: fc.boolean(), gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("prefix" as const), how: fc.constantFrom("rename", "edit"), name: fc.constantFrom(...MOD_NAMES), prefix: fc.constantFrom(...PREFIXES), gap: gapArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("import" as const), prefix: fc.constantFrom(...PREFIXES), gap: gapArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("vanilla" as const), pick: fc.nat(1_000), gap: gapArb }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("playtest" as const), how: fc.constantFrom("keep", "update", "rename", "remove"), list: ruleListArb, pick: pickArb, which: pickArb,
      name: fc.constantFrom("Pair of 5s", "", "  spaced  ", "Flush"), score: fc.constantFrom(undefined, null, 200, 16, Number.NaN), bad: fc.boolean(), gap: gapArb,
    }),
  },
  { weight: 4, arbitrary: fc.constant({ kind: "undo" as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: "redo" as const }) },
);
type Action = typeof actionArb extends fc.Arbitrary<infer A> ? A : never;

type Rec = Record<string, unknown> & { id: string };
const entries = (p: Project, list: EntryList) => p[list] as unknown as Rec[];
const pick = <T,>(values: readonly T[], n: number): T | undefined => (values.length === 0 ? undefined : values[n % values.length]);
const idOf = (p: Project, list: EntryList, n: number) => pick(entries(p, list), n)?.id ?? "gone";

function newEntry(list: EntryList, id: string, name: string, key: string): Rec {
  const type = (Object.entries(LIST_OF_TYPE) as [ObjectType, ProjectListName][]).find(([, l]) => l === list)?.[0];
  if (type) return createItem(type, { id, name, objectKey: key }) as unknown as Rec;
  if (list === "sounds") return createSound({ id, key: key.replace(/[^A-Za-z0-9_]/g, "") || "snd" }) as unknown as Rec;
  if (list === "customRarities") return createRarity({ id, key, name }) as unknown as Rec;
  return createConsumableSet({ id, key, name }) as unknown as Rec;
}

/** Values a reference field may be given: what the option lists offer now, or (stale) what is gone. */
function candidates(p: Project, field: string, stale: boolean): unknown[] {
  const prefix = p.modMetadata.prefix;
  const gone = `${prefix}_gone`;
  switch (field) {
    case "set": return stale ? ["ghosts"] : ["Tarot", "Planet", ...p.consumableSets.map((s) => s.key)];
    case "sound": return stale ? [gone] : ["gold_seal", "foil1", ...p.sounds.map((s) => `${prefix}_${s.key}`)];
    case "requires": return stale ? [`v_${gone}`] : ["", "v_overstock_norm", ...p.vouchers.map((v) => `v_${prefix}_${v.objectKey}`)];
    case "decks": return stale ? [[`v_${gone}`]] : [[], ["v_telescope"], p.vouchers.map((v) => `v_${prefix}_${v.objectKey}`)];
    case "card_rule": return stale ? [[{ specific_key: `j_${gone}`, specific_type: "joker" }]] : [[], [{ rarity: "3" }], ...p.customRarities.map((r) => [{ rarity: r.key }]), ...p.jokers.map((j) => [{ specific_key: `j_${prefix}_${j.objectKey}`, specific_type: "joker" }])];
    case "pools": return stale ? [[]] : [[`${prefix}_jokers`], [`${prefix}_other`], []];
    default: return stale ? [`c_${gone}`] : ["", ...p.consumables.map((c) => `c_${prefix}_${c.objectKey}`)];
  }
}

/** Every vanilla item (Vanilla Reforged), any of which the user may duplicate into the project. */
const VANILLA = VANILLA_SECTIONS.flatMap((section) => vanillaItems()[section]);

const FIELD_LIST: Record<string, [EntryList, string]> = {
  set: ["consumables", "set"], requires: ["vouchers", "requires"], decks: ["decks", "Config_vouchers"], card_rule: ["boosters", "card_rules"],
  pools: ["jokers", "pools"], default_card: ["consumableSets", "default_card"],
};

/** Turns an abstract action into a concrete command against the current state. */
function toCommand(action: Exclude<Action, { kind: "undo" | "redo" }>, state: Project, at: number, fresh: () => string): Command {
  switch (action.kind) {
    case "add":
      return { type: "entry/add", list: action.list, entry: newEntry(action.list, fresh(), action.name, action.key), index: action.index, at } as Command;
    case "reference": {
      const [list, field] = action.field === "sound" ? (action.pick % 2 === 0 ? ["seals", "sound"] as const : ["editions", "sound"] as const) : FIELD_LIST[action.field];
      const value = pick(candidates(state, action.field, action.stale), action.value);
      return { type: "entry/edit", list, id: idOf(state, list, action.pick), changes: { [field]: value }, at } as Command;
    }
    case "edit": {
      const changes = action.list === "sounds" ? { volume: action.cost / 10 } : action.list === "customRarities" ? { default_weight: action.cost } : { description: `d${action.cost}` };
      return { type: "entry/edit", list: action.list, id: idOf(state, action.list, action.pick), changes, at } as Command;
    }
    case "rename": {
      const id = idOf(state, action.list, action.pick);
      return { type: "entry/rename", list: action.list, id, name: action.name, at, ...(action.typing ? { burst: `${action.list}:${id}:name` } : {}) };
    }
    case "setKey":
      return { type: "entry/setKey", list: action.list, id: idOf(state, action.list, action.pick), key: action.key, at };
    case "duplicate":
      return { type: "entry/duplicate", list: action.list, id: idOf(state, action.list, action.pick), newId: fresh(), at };
    case "remove":
      return { type: "entry/remove", list: action.list, id: idOf(state, action.list, action.pick), at };
    case "move":
      return { type: "entry/move", list: action.list, id: idOf(state, action.list, action.pick), toIndex: action.toIndex, at };
    case "rarity": {
      const values: (number | string)[] = action.stale ? [5, "gone"] : [1, 2, 3, 4, ...state.customRarities.map((r) => r.key)];
      return { type: "joker/setRarity", id: idOf(state, "jokers", action.pick), rarity: pick(values, action.value) ?? 1, at };
    }
    case "prefix":
      return action.how === "rename"
        ? { type: "metadata/rename", name: action.name, identity: "always", at }
        : { type: "metadata/edit", changes: { prefix: action.prefix }, at };
    case "import":
      return { type: "project/import", project: richProject(action.prefix, at), from: "file", at };
    case "vanilla": {
      const v = VANILLA[action.pick % VANILLA.length];
      return duplicateVanillaCommand(LIST_OF_TYPE[SECTION_TYPE[v.section]], v.gameKey, v.item as never, fresh(), at);
    }
    case "playtest": {
      const itemId = idOf(state, action.list, action.pick);
      const kept = ((pick(entries(state, action.list), action.pick)?.playtests ?? []) as KeptPlaytest[]);
      const playtestId = pick(kept, action.which)?.id ?? "gone";
      // a bad set-up: a card that is not one, or Lua the playtest never keeps
      const setup = action.bad
        ? { setup: { lua: "os.exit()" }, steps: [{ play: ["X_99"] }] }
        : { setup: { dollars: action.which % 10, jokers: ["self", "j_joker"], hand: ["S_K"], chance: "always" as const }, steps: [{ play: ["H_5", { card: "S_5", seal: "Red" }] }] };
      const score = typeof action.score === "number" ? action.score : undefined;
      switch (action.how) {
        case "keep": return { type: "playtest/keep", list: action.list, itemId, playtest: { id: fresh(), name: action.name, ...setup, ...(score !== undefined ? { expectScore: score } : {}) } as KeptPlaytest, at };
        case "update": return { type: "playtest/update", list: action.list, itemId, playtestId, playtest: setup, ...(action.score !== undefined ? { expectScore: action.score } : {}), at } as Command;
        case "rename": return { type: "playtest/rename", list: action.list, itemId, playtestId, name: action.name, at };
        default: return { type: "playtest/remove", list: action.list, itemId, playtestId, at };
      }
    }
  }
}

function checkIntegrity(project: Project): void {
  expect(checkProject(project)).toEqual([]);
  expect(danglingReferences(project).map((d) => `${d.owner.list} ${d.owner.name} ${d.field}: ${d.reason}`)).toEqual([]);
}

function run(actions: Action[]) {
  const start = richProject("mymod", 1);
  const store = createProjectStore(start);
  let counter = 0;
  const fresh = () => `n${counter++}`;
  let at = 10_000;

  // The model of history: the state after each undo step, where we are, and the open burst.
  const states: Project[] = [store.getState()];
  let position = 0;
  let burst: { key: string; lastAt: number } | null = null;
  checkIntegrity(store.getState());

  for (const action of actions) {
    if (action.kind === "undo" || action.kind === "redo") {
      const done = action.kind === "undo" ? store.undo(at) : store.redo(at);
      const possible = action.kind === "undo" ? position > 0 : position < states.length - 1;
      expect(done).toBe(possible);
      if (possible) position += action.kind === "undo" ? -1 : 1;
      expect(store.getState()).toBe(states[position]);
      burst = possible ? null : burst;
    } else {
      at += action.gap;
      const before = store.getState();
      const command = toCommand(action, before, at, fresh);
      const expected = reduce(before, command);
      const refused = store.dispatch(command);
      const after = store.getState();
      if (refused !== null || expected === before) {
        expect(after).toBe(before);
      } else {
        expect(after).toEqual(expected);
        expect(after.timestamp).toBe(at);
        const joins = burst !== null && command.burst === burst.key;
        states.splice(position + 1);
        if (joins) states[position] = after;
        else {
          states.push(after);
          position++;
        }
        burst = command.burst === undefined ? null : { key: command.burst, lastAt: at };
      }
    }
    checkIntegrity(store.getState());
    expect(store.getHistoryState()).toEqual({ canUndo: position > 0, canRedo: position < states.length - 1 });
  }

  const end = store.getState();
  const endedAtTop = position === states.length - 1;
  const replayed = replayLog(parseLog(serializeLog(store.getLog())));
  expect(diffProjects(replayed, end)).toEqual([]);

  // Undo every step, then redo every step: each stop is a state seen before, and whole.
  for (let p = position; p > 0; p--) {
    expect(store.undo(at)).toBe(true);
    expect(store.getState()).toBe(states[p - 1]);
    checkIntegrity(store.getState());
  }
  expect(store.canUndo()).toBe(false);
  expect(store.getState()).toEqual(start);
  for (let p = 1; p < states.length; p++) {
    expect(store.redo(at)).toBe(true);
    expect(store.getState()).toBe(states[p]);
    checkIntegrity(store.getState());
  }
  expect(store.canRedo()).toBe(false);
  if (endedAtTop) expect(store.getState()).toBe(end);
  expect(replayLog(parseLog(serializeLog(store.getLog())))).toEqual(store.getState());
}

describe("reducer, history and log properties", () => {
  it("the starting project is whole", () => {
    checkIntegrity(richProject("mymod", 1));
    for (const type of OBJECT_TYPES) expect(LIST_OF_TYPE[type]).toBeTruthy();
  });

  it("keep every invariant and every reference resolving through random commands with undo and redo", () => {
    fc.assert(fc.property(fc.array(actionArb, { maxLength: 50 }), (actions) => run(actions)), { numRuns: 120 });
  });

  it("survive long sessions that mostly rename and re-key what others refer to", () => {
    const busyArb = actionArb.filter((a) => ["rename", "setKey", "remove", "undo", "redo", "reference", "prefix"].includes(a.kind));
    fc.assert(fc.property(fc.array(busyArb, { minLength: 40, maxLength: 100 }), (actions) => run(actions)), { numRuns: 25 });
  });
});
