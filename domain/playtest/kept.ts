// The project's kept playtests, found item by item, and how a result measures up to the score a
// kept playtest expects. `check` runs those with an expected score (src/cli/playtests.ts).
import { exportedKey, LIST_OF_TYPE, type AnyItem, type Project } from "../model";
import type { RuleObjectType } from "../catalog/types";
import { PLAYTEST_TYPES } from "./normalise";
import type { KeptPlaytest } from "./types";

export interface KeptPlaytestRef {
  type: RuleObjectType;
  item: AnyItem;
  /** The item's full game key in the exported mod. */
  key: string;
  playtest: KeptPlaytest;
}

/** The exported key of an item of the project (what the harness knows it by). */
export function itemGameKey(project: Project, type: RuleObjectType, item: AnyItem): string {
  const list = project[LIST_OF_TYPE[type]] as unknown as AnyItem[];
  return exportedKey(type, project.modMetadata.prefix, list as never, item as never);
}

/** Every kept playtest of the project, in list order; `expectedOnly` keeps those with an expected score. */
export function keptPlaytests(project: Project, expectedOnly = false): KeptPlaytestRef[] {
  return PLAYTEST_TYPES.flatMap((type) => (project[LIST_OF_TYPE[type]] as unknown as AnyItem[]).flatMap((item) => {
    const kept = (item as { playtests?: KeptPlaytest[] }).playtests ?? [];
    const wanted = expectedOnly ? kept.filter((p) => p.expectScore !== undefined) : kept;
    if (wanted.length === 0) return [];
    const key = itemGameKey(project, type, item);
    return wanted.map((playtest) => ({ type, item, key, playtest }));
  }));
}

/** "Jolly: playtest 'Pair of 5s' scored 180, expected 200", or null when it scored what it expects. */
export function expectationProblem(ref: KeptPlaytestRef, outcome: { score?: number; error?: string }): string | null {
  const who = `${ref.item.name || ref.key}: playtest '${ref.playtest.name}'`;
  if (outcome.error !== undefined) return `${who} could not run: ${outcome.error}`;
  if (ref.playtest.expectScore === undefined) return null;
  if (outcome.score === undefined) return `${who} scored nothing (no hand was played), expected ${ref.playtest.expectScore}`;
  if (Math.abs(outcome.score - ref.playtest.expectScore) > 1e-9 * Math.max(1, Math.abs(ref.playtest.expectScore))) {
    return `${who} scored ${outcome.score}, expected ${ref.playtest.expectScore}`;
  }
  return null;
}
