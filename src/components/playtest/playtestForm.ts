// The playtest panel's form: the moment of a run the modder sets up, in the panel's own terms
// (cards as rank + suit + modifiers, a moment to run), and its translation to and from the
// playtest set-up the runner and the project file share (domain/playtest/types.ts).
import type { CardSpec, ScenarioStep } from "../../../domain/catalog/scenario";
import type { RuleObjectType } from "../../../domain/catalog/types";
import { normalisePlaytestSetup } from "../../../domain/playtest/normalise";
import type { PlaytestChance, PlaytestSetup } from "../../../domain/playtest/types";

export type Moment = "play" | "discard" | "endRound" | "use" | "redeem" | "openBooster" | "startRun";

export const MOMENTS: { id: Moment; label: string; action: string; hint: string }[] = [
  { id: "play", label: "Play a hand", action: "Play hand", hint: "The played cards are scored as the game scores a hand." },
  { id: "discard", label: "Discard", action: "Discard", hint: "The cards below are discarded." },
  { id: "endRound", label: "End of round", action: "End round", hint: "The round ends (the blind is beaten)." },
  { id: "use", label: "Use on selected cards", action: "Use", hint: "The consumable is used on the held cards marked as selected." },
  { id: "redeem", label: "Redeem a voucher", action: "Redeem", hint: "The voucher is redeemed." },
  { id: "openBooster", label: "Open a booster", action: "Open booster", hint: "The booster pack is opened." },
  { id: "startRun", label: "Start a run with a deck", action: "Start run", hint: "A run starts with the deck." },
];

/** The moments the panel offers for an item type: a deck starts a run, a consumable is used, a voucher redeemed. */
export function momentsFor(type: RuleObjectType): typeof MOMENTS {
  return MOMENTS.filter((m) => (m.id !== "startRun" || type === "deck") && (m.id !== "use" || type === "consumable") && (m.id !== "redeem" || type === "voucher"));
}

export function defaultMoment(type: RuleObjectType): Moment {
  if (type === "consumable") return "use";
  if (type === "voucher") return "redeem";
  if (type === "deck") return "startRun";
  return "play";
}

export const RANKS: { code: string; label: string }[] = [
  ["2", "2"], ["3", "3"], ["4", "4"], ["5", "5"], ["6", "6"], ["7", "7"], ["8", "8"], ["9", "9"], ["T", "10"], ["J", "Jack"], ["Q", "Queen"], ["K", "King"], ["A", "Ace"],
].map(([code, label]) => ({ code, label }));
export const SUITS: { code: string; label: string; symbol: string }[] = [
  { code: "H", label: "Hearts", symbol: "♥" }, { code: "S", label: "Spades", symbol: "♠" }, { code: "D", label: "Diamonds", symbol: "♦" }, { code: "C", label: "Clubs", symbol: "♣" },
];

/** "self" as a card's enhancement, seal or edition: the item under test. */
export const SELF = "self";

export interface FormCard {
  rank: string;
  suit: string;
  enhancement: string;
  edition: string;
  seal: string;
  /** Held cards only: selected for a consumable's use. */
  selected?: boolean;
}

export interface PlaytestForm {
  moment: Moment;
  /** Joker slots in order by game key; "self" is the joker under test. */
  jokers: string[];
  played: FormCard[];
  held: FormCard[];
  /** Poker hand levels that differ from 1. */
  levels: Record<string, number>;
  dollars: number;
  hands: number;
  discards: number;
  ante: number;
  round: number;
  chance: PlaytestChance;
  /** The booster a "open a booster" moment opens ("" for the item itself). */
  booster: string;
}

export const card = (rank: string, suit: string, more: Partial<FormCard> = {}): FormCard => ({ rank, suit, enhancement: "", edition: "", seal: "", ...more });

/** A fresh form for an item of this type: a level-1 Pair of 5s for the items that score, $4, 4 hands, 3 discards, ante 1, round 1. */
export function defaultForm(type: RuleObjectType): PlaytestForm {
  const moment = defaultMoment(type);
  const onCard = type === "enhancement" ? { enhancement: SELF } : type === "seal" ? { seal: SELF } : type === "edition" ? { edition: SELF } : {};
  return {
    moment,
    jokers: type === "joker" ? [SELF] : [],
    played: moment === "play" ? [card("5", "H", onCard), card("5", "S")] : [],
    held: type === "consumable" ? [card("5", "H", { selected: true }), card("K", "S")] : [],
    levels: {},
    dollars: 4,
    hands: 4,
    discards: 3,
    ante: 1,
    round: 1,
    chance: "roll",
    booster: "",
  };
}

function specOf(c: FormCard): CardSpec {
  const code = `${c.suit}_${c.rank}`;
  const out: { card: string; enhancement?: string; seal?: string; edition?: string; self?: boolean } = { card: code };
  for (const k of ["enhancement", "seal", "edition"] as const) {
    if (c[k] === SELF) out.self = true;
    else if (c[k] !== "") out[k] = c[k];
  }
  return Object.keys(out).length === 1 ? code : out;
}

function formCardOf(spec: CardSpec, type: RuleObjectType): FormCard {
  const desc = typeof spec === "string" ? { card: spec } : spec;
  const [suit, rankRaw] = desc.card.split("_");
  const rank = rankRaw === "10" ? "T" : rankRaw;
  const selfField = type === "enhancement" ? "enhancement" : type === "seal" ? "seal" : type === "edition" ? "edition" : undefined;
  const out = card(rank, suit, { enhancement: desc.enhancement ?? "", seal: desc.seal ?? "", edition: desc.edition ?? "" });
  if (desc.self && selfField) out[selfField] = SELF;
  return out;
}

/** The form as a playtest set-up (exactly as the project file keeps it). */
export function setupOf(form: PlaytestForm): PlaytestSetup {
  let steps: ScenarioStep[];
  const played = form.played.map(specOf);
  switch (form.moment) {
    case "play": steps = [{ play: played }]; break;
    case "discard": steps = [{ discard: played }]; break;
    case "endRound": steps = [{ endRound: true }]; break;
    case "use": steps = [{ use: { highlighted: form.held.filter((c) => c.selected).map((c) => `${c.suit}_${c.rank}`) } }]; break;
    case "redeem": steps = [{ redeem: true }]; break;
    case "openBooster": steps = [{ openBooster: form.booster || true }]; break;
    case "startRun": steps = [{ activate: true }]; break;
  }
  const levels = Object.fromEntries(Object.entries(form.levels).filter(([, l]) => l !== 1));
  const raw: PlaytestSetup = {
    setup: {
      dollars: form.dollars, hands: form.hands, discards: form.discards, ante: form.ante, round: form.round, chance: form.chance,
      ...(form.jokers.length > 0 ? { jokers: form.jokers } : {}),
      ...(form.held.length > 0 ? { hand: form.held.map(specOf) } : {}),
      ...(Object.keys(levels).length > 0 ? { levels } : {}),
    },
    steps,
  };
  return normalisePlaytestSetup(raw, () => undefined);
}

/** A kept set-up back in the form (what the form cannot show is left at its default). */
export function formOf(setup: PlaytestSetup, type: RuleObjectType): PlaytestForm {
  const form = defaultForm(type);
  const s = setup.setup;
  const step = setup.steps[0] as Record<string, unknown> | undefined;
  form.jokers = (s.jokers ?? []).map((j) => (typeof j === "string" ? j : j.key));
  form.held = (s.hand ?? []).map((c) => formCardOf(c, type));
  form.levels = { ...(s.levels ?? {}) };
  form.dollars = s.dollars ?? 4;
  form.hands = s.hands ?? 4;
  form.discards = s.discards ?? 3;
  form.ante = s.ante ?? 1;
  form.round = s.round ?? 1;
  form.chance = s.chance ?? "roll";
  form.played = [];
  if (!step) return form;
  if ("play" in step) { form.moment = "play"; form.played = (step.play as CardSpec[]).map((c) => formCardOf(c, type)); }
  else if ("discard" in step) { form.moment = "discard"; form.played = Array.isArray(step.discard) ? (step.discard as CardSpec[]).map((c) => formCardOf(c, type)) : []; }
  else if ("endRound" in step) form.moment = "endRound";
  else if ("use" in step) {
    form.moment = "use";
    const picked = [...((step.use as { highlighted?: string[] }).highlighted ?? [])];
    form.held = form.held.map((c) => {
      const at = picked.indexOf(`${c.suit}_${c.rank}`);
      if (at < 0) return { ...c, selected: false };
      picked.splice(at, 1);
      return { ...c, selected: true };
    });
  } else if ("redeem" in step) form.moment = "redeem";
  else if ("openBooster" in step) { form.moment = "openBooster"; form.booster = typeof step.openBooster === "string" ? step.openBooster : ""; }
  else if ("activate" in step) form.moment = type === "voucher" ? "redeem" : type === "consumable" ? "use" : "startRun";
  return form;
}

/** How a card reads in the panel: "5♥", "K♠ Gold Red Seal". */
export function cardLabel(code: string): string {
  const m = /^([HSDC])_(\w+)(.*)$/.exec(code);
  if (!m) return code;
  const suit = SUITS.find((s) => s.code === m[1]);
  const rank = m[2] === "T" ? "10" : m[2];
  const extras = m[3].split("+").filter(Boolean);
  return `${rank}${suit?.symbol ?? m[1]}${extras.length > 0 ? ` (${extras.join(", ")})` : ""}`;
}
