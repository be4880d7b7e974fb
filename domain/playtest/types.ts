// The playtest: a moment of a run, set up by the modder for one item of the project, run in the
// same harness that `npm run cli -- check` runs in LuaJIT (in the browser: a Lua 5.1 VM in a web
// worker). This file is the contract between the runner (src/playtest/, the VM) and the panel
// (the builder's playtest panel, the kept scenarios of the project file, `check`).
import type { Observations, ScenarioSetup, ScenarioStep } from "../catalog/scenario";

/** How chance rolls go: as rolled (seeded), forced to succeed, or forced to fail. */
export type PlaytestChance = "roll" | "always" | "never";

/**
 * A playtest set-up. `setup.jokers` lists the joker slots in order by game key (vanilla keys such
 * as "j_joker", or the exported keys of the project's jokers); the string "self" places the
 * item under test (a joker) in its slot; when "self" is absent a joker under test takes the first
 * slot. `setup.hand` is the held cards; the step's `play` the played cards.
 */
export interface PlaytestSetup {
  setup: ScenarioSetup;
  /** The moment: usually one step (play a hand, discard, end the round, use, redeem, open a booster...). */
  steps: ScenarioStep[];
}

/** A playtest kept with its item in the project file; with `expectScore` it is a check `npm run cli -- check` runs. */
export interface KeptPlaytest extends PlaytestSetup {
  id: string;
  name: string;
  expectScore?: number;
}

/** One line of the step-by-step breakdown the game would show, in order. */
export interface BreakdownLine {
  /** What happened: the hand's base, a card scored, a joker (or held card, edition...) adding, a retrigger, a message. */
  kind: "hand" | "card" | "held" | "joker" | "retrigger" | "message" | "money" | "other";
  /** Who did it: a card ("H_5"), a joker key, or the hand's name. */
  source: string;
  /** Plain words, as the game would float them ("+8 Mult", "X2 Mult", "Again!", "+$3"). */
  text: string;
  chips?: number;
  mult?: number;
  xmult?: number;
  dollars?: number;
  /** Running totals after this line, where the line changes them. */
  totalChips?: number;
  totalMult?: number;
}

export interface PlaytestResult {
  /** Observations after the steps (score, chips, mult, money, areas...), absent when the run failed. */
  observations?: Observations;
  /** The run could not complete: the reason in plain words (a Lua error names the item and line). */
  error?: string;
  dollarsBefore: number;
  breakdown: BreakdownLine[];
  /** Cards and jokers that appeared, went away or changed (described as "H_5 Glass", "j_joker"...). */
  created: string[];
  destroyed: string[];
  changed: string[];
  /** Problems the harness found while loading or running (the mod's fault, named by item). */
  problems: string[];
  /** Time spent running, in ms (for the bench). */
  ms: number;
}
