// The project's kept playtests with an expected score, run by `check` in LuaJIT through the same
// batch as the browser's playtest (runPlaytestsInLuajit: one code-only export with the vanilla jokers
// the playtests place, one harness run, a fresh run of the game per playtest).
// A mismatch is a problem naming the item and the playtest.
import type { Project } from "../../domain/model";
import { expectationProblem, keptPlaytests } from "../../domain/playtest/kept";
import { runPlaytestsInLuajit } from "./luajitPlaytests";

export interface PlaytestCheck {
  /** How many kept playtests with an expected score ran. */
  ran: number;
  /** "Jolly: playtest 'Pair of 5s' scored 180, expected 200", one per failing playtest. */
  problems: string[];
}

export function checkKeptPlaytests(project: Project): PlaytestCheck {
  const refs = keptPlaytests(project, true);
  if (refs.length === 0) return { ran: 0, problems: [] };
  // the same batch the browser's VM runs: vanilla jokers in the slots play as the game's
  const results = runPlaytestsInLuajit(project, refs.map((r) => ({ itemId: r.item.id, setup: r.playtest })));
  const problems = refs.flatMap((ref, i) => {
    const result = results[i];
    const problem = expectationProblem(ref, result ? { score: result.observations?.score, error: result.error } : { error: "the harness gave no result" });
    return problem ? [problem] : [];
  });
  return { ran: refs.length, problems };
}
