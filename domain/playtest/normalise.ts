// Kept playtests as they come from a file or a command: every field checked, anything malformed
// repaired or dropped with a line in plain words, never an exception. Free Lua (a set-up's `lua`,
// a `lua` or `context` step) is never kept: the panel does not make it, and a file must not smuggle
// code into the harness that the modder did not write through the builder.
import type { CardSpec, ScenarioSetup, ScenarioStep } from "../catalog/scenario";
import type { KeptPlaytest, PlaytestChance, PlaytestSetup } from "./types";

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === "string";

/** Most playtests one item keeps, most cards or jokers in one list (a file cannot make the panel crawl). */
export const MAX_PLAYTESTS = 100;
export const MAX_LIST = 60;
export const MAX_NAME = 80;

const CARD = /^[HSDC]_(?:[2-9]|T|10|J|Q|K|A)$/;
export const CHANCES: readonly PlaytestChance[] = ["roll", "always", "never"];

function card(raw: unknown, note: (line: string) => void): CardSpec | undefined {
  if (isText(raw)) {
    if (CARD.test(raw)) return raw;
    note(`card ${JSON.stringify(raw.slice(0, 12))} is not a card (like "H_5"): removed`);
    return undefined;
  }
  if (isRec(raw) && isText(raw.card) && CARD.test(raw.card)) {
    const out: { card: string; enhancement?: string; seal?: string; edition?: string; self?: boolean } = { card: raw.card };
    for (const k of ["enhancement", "seal", "edition"] as const) {
      if (isText(raw[k]) && raw[k] !== "") out[k] = raw[k] as string;
      else if (raw[k] !== undefined) note(`a card's ${k} is not a key: removed`);
    }
    if (raw.self === true) out.self = true;
    return out;
  }
  note("a card that is not a card: removed");
  return undefined;
}

function cards(raw: unknown, what: string, note: (line: string) => void): CardSpec[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) {
    note(`${what} is not a list of cards: removed`);
    return undefined;
  }
  if (raw.length > MAX_LIST) note(`${what}: more than ${MAX_LIST} cards, the rest removed`);
  return raw.slice(0, MAX_LIST).flatMap((c) => {
    const ok = card(c, note);
    return ok === undefined ? [] : [ok];
  });
}

function keys(raw: unknown, what: string, note: (line: string) => void): string[] | undefined {
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) {
    note(`${what} is not a list of keys: removed`);
    return undefined;
  }
  const kept = raw.slice(0, MAX_LIST).filter((k): k is string => isText(k) && k !== "");
  if (kept.length !== raw.length) note(`${what}: entries that were not keys removed`);
  return kept;
}

const NUMBER_FIELDS = ["dollars", "hands", "discards", "ante", "round", "handSize"] as const;
const TEXT_FIELDS = ["blind", "back", "subjectEdition"] as const;

/** The set-up's moment of a run, with only fields the panel knows. */
export function normaliseSetup(raw: unknown, note: (line: string) => void): ScenarioSetup {
  if (!isRec(raw)) {
    if (raw !== undefined) note("the set-up is not an object: an empty one used");
    return {};
  }
  const out: ScenarioSetup = {};
  for (const k of NUMBER_FIELDS) {
    if (raw[k] === undefined) continue;
    if (isNum(raw[k])) out[k] = raw[k] as number;
    else note(`${k} is not a number: removed`);
  }
  for (const k of TEXT_FIELDS) {
    if (raw[k] === undefined) continue;
    if (isText(raw[k]) && raw[k] !== "") out[k] = raw[k] as string;
    else note(`${k} is not a key: removed`);
  }
  if (raw.chance !== undefined) {
    if (CHANCES.includes(raw.chance as PlaytestChance)) out.chance = raw.chance as PlaytestChance;
    else note("chance is not one of as rolled, always or never: as rolled used");
  }
  if (raw.jokers !== undefined) {
    if (!Array.isArray(raw.jokers)) note("jokers is not a list: removed");
    else {
      const jokers = raw.jokers.slice(0, MAX_LIST).flatMap((j): NonNullable<ScenarioSetup["jokers"]> => {
        if (isText(j) && j !== "") return [j];
        if (isRec(j) && isText(j.key) && j.key !== "") {
          const e: { key: string; edition?: string; stickers?: string[] } = { key: j.key };
          if (isText(j.edition) && j.edition !== "") e.edition = j.edition;
          const stickers = keys(j.stickers, "a joker's stickers", note);
          if (stickers && stickers.length > 0) e.stickers = stickers;
          return [e];
        }
        note("a joker slot that names no joker: removed");
        return [];
      });
      out.jokers = jokers;
    }
  }
  const consumables = keys(raw.consumables, "consumables", note);
  if (consumables) out.consumables = consumables;
  const vouchers = keys(raw.vouchers, "vouchers", note);
  if (vouchers) out.vouchers = vouchers;
  const stickers = keys(raw.subjectStickers, "stickers", note);
  if (stickers) out.subjectStickers = stickers;
  const hand = cards(raw.hand, "held cards", note);
  if (hand) out.hand = hand;
  const deck = cards(raw.deck, "the deck", note);
  if (deck) out.deck = deck;
  if (raw.levels !== undefined) {
    if (!isRec(raw.levels)) note("hand levels is not an object: removed");
    else {
      const levels: Record<string, number> = {};
      for (const [hand, level] of Object.entries(raw.levels)) {
        if (isNum(level) && Number.isInteger(level) && level >= 1) levels[hand] = level;
        else note(`the level of ${JSON.stringify(hand.slice(0, 20))} is not a whole number from 1: removed`);
      }
      out.levels = levels;
    }
  }
  if (raw.lua !== undefined) note("set-up Lua is not kept with a playtest: removed");
  for (const k of Object.keys(raw)) {
    if (!(k in out) && !["lua", "chance", "jokers", "levels", "consumables", "vouchers", "subjectStickers", "hand", "deck", ...NUMBER_FIELDS, ...TEXT_FIELDS].includes(k)) note(`unknown set-up field ${JSON.stringify(k.slice(0, 20))}: removed`);
  }
  return out;
}

/** One step of the moment, or undefined (with a note) when it is not one the panel runs. */
export function normaliseStep(raw: unknown, note: (line: string) => void): ScenarioStep | undefined {
  if (!isRec(raw)) {
    note("a step that is not an object: removed");
    return undefined;
  }
  if ("play" in raw) {
    const play = cards(raw.play, "played cards", note) ?? [];
    const held = cards(raw.held, "held cards", note);
    return held ? { play, held } : { play };
  }
  if ("discard" in raw) return { discard: raw.discard === true ? true : cards(raw.discard, "discarded cards", note) ?? [] };
  if ("endRound" in raw) return { endRound: true };
  if ("cashOut" in raw) return { cashOut: true };
  if ("use" in raw) {
    const use = isRec(raw.use) ? raw.use : {};
    const highlighted = keys(use.highlighted, "selected cards", note)?.filter((c) => CARD.test(c) || CARD.test(c.split("+")[0]));
    return { use: { ...(highlighted ? { highlighted } : {}), ...(use.force === true ? { force: true } : {}) } };
  }
  if ("activate" in raw) return { activate: true };
  if ("redeem" in raw) return { redeem: true };
  if ("openBooster" in raw) return { openBooster: isText(raw.openBooster) && raw.openBooster !== "" ? raw.openBooster : true };
  if ("selectBlind" in raw) return { selectBlind: isText(raw.selectBlind) && raw.selectBlind !== "" ? raw.selectBlind : true };
  if ("lua" in raw || "context" in raw) note("a step in Lua is not kept with a playtest: removed");
  else note("a step the playtest does not know: removed");
  return undefined;
}

export function normaliseSteps(raw: unknown, note: (line: string) => void): ScenarioStep[] {
  if (!Array.isArray(raw)) {
    note("steps is not a list: removed");
    return [];
  }
  return raw.slice(0, MAX_LIST).flatMap((s) => {
    const step = normaliseStep(s, note);
    return step ? [step] : [];
  });
}

export function normalisePlaytestSetup(raw: unknown, note: (line: string) => void): PlaytestSetup {
  const rec = isRec(raw) ? raw : {};
  return { setup: normaliseSetup(rec.setup, note), steps: normaliseSteps(rec.steps, note) };
}

/** A kept playtest, or undefined (with a note) when nothing usable is left. `fallbackId` is used when the id is missing. */
export function normaliseKeptPlaytest(raw: unknown, fallbackId: string, note: (line: string) => void): KeptPlaytest | undefined {
  if (!isRec(raw)) {
    note("a kept playtest that is not an object: removed");
    return undefined;
  }
  const { setup, steps } = normalisePlaytestSetup(raw, note);
  if (steps.length === 0) {
    note("a kept playtest with no step it can run: removed");
    return undefined;
  }
  let id = fallbackId;
  if (isText(raw.id) && raw.id !== "") id = raw.id;
  else note("a kept playtest had no id: one given");
  let name = isText(raw.name) ? raw.name.trim().slice(0, MAX_NAME) : "";
  if (name === "") {
    name = "Playtest";
    note("a kept playtest had no name: named 'Playtest'");
  }
  const out: KeptPlaytest = { id, name, setup, steps };
  if (raw.expectScore !== undefined && raw.expectScore !== null) {
    if (isNum(raw.expectScore)) out.expectScore = raw.expectScore;
    else note("an expected score that is not a number: removed");
  }
  return out;
}

/** An item's kept playtests: ids unique, at most MAX_PLAYTESTS. */
export function normaliseKeptPlaytests(raw: unknown, note: (line: string) => void): KeptPlaytest[] {
  if (!Array.isArray(raw)) {
    note("playtests is not a list: removed");
    return [];
  }
  if (raw.length > MAX_PLAYTESTS) note(`more than ${MAX_PLAYTESTS} kept playtests: the rest removed`);
  const seen = new Set<string>();
  return raw.slice(0, MAX_PLAYTESTS).flatMap((entry, i) => {
    const kept = normaliseKeptPlaytest(entry, `playtest-${i + 1}`, note);
    if (!kept) return [];
    if (seen.has(kept.id)) {
      let n = 2;
      while (seen.has(`${kept.id}-${n}`)) n += 1;
      note(`a kept playtest's id was taken: renamed`);
      kept.id = `${kept.id}-${n}`;
    }
    seen.add(kept.id);
    return [kept];
  });
}

/** JSON text with keys sorted, to compare two plain values whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (isRec(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v));
}

/** Why `raw` is not a kept playtest exactly as the app keeps it, or null (commands check their payload with this). */
export function keptPlaytestProblem(raw: unknown): string | null {
  const notes: string[] = [];
  const kept = normaliseKeptPlaytest(raw, "", (line) => notes.push(line));
  if (!kept) return notes[notes.length - 1] ?? "not a playtest";
  if (notes.length > 0) return notes[0];
  if (canonical(kept) !== canonical(raw)) return "the playtest has fields the app does not keep";
  return null;
}

/** Why `raw` is not a set-up the app keeps, or null. */
export function playtestSetupProblem(raw: unknown): string | null {
  const notes: string[] = [];
  const clean = normalisePlaytestSetup(raw, (line) => notes.push(line));
  if (notes.length > 0) return notes[0];
  if (clean.steps.length === 0) return "the set-up has no step it can run";
  if (canonical(clean) !== canonical(raw)) return "the set-up has fields the app does not keep";
  return null;
}

/** The object types whose items keep playtests (the items with rules). */
export const PLAYTEST_TYPES = ["joker", "consumable", "enhancement", "seal", "edition", "voucher", "deck"] as const;

/** Why `raw` is not an item's list of kept playtests as the app keeps it (unique ids, each whole), or null. */
export function keptPlaytestsProblem(raw: unknown): string | null {
  if (!Array.isArray(raw)) return "playtests is not a list";
  if (raw.length > MAX_PLAYTESTS) return `more than ${MAX_PLAYTESTS} kept playtests`;
  const ids = new Set<unknown>();
  for (const [i, entry] of raw.entries()) {
    const problem = keptPlaytestProblem(entry);
    if (problem) return `playtests[${i}]: ${problem}`;
    const id = (entry as Rec).id;
    if (ids.has(id)) return `playtests[${i}]: duplicate id ${JSON.stringify(id)}`;
    ids.add(id);
  }
  return null;
}
