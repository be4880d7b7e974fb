// The project's kept playtests with an expected score, run by `check` in LuaJIT through the same
// scenario runner as the catalog scenarios (run_scenarios.lua): one export, one harness run, one
// fresh run of the game per playtest. A mismatch is a problem naming the item and the playtest.
import type { ExportResult } from "../../domain/export/types";
import type { Project } from "../../domain/model";
import { expectationProblem, keptPlaytests } from "../../domain/playtest/kept";
import { playtestSpec } from "../playtest/runner";
import { runSpecsInLuajit } from "./scenarios";

export interface PlaytestCheck {
  /** How many kept playtests with an expected score ran. */
  ran: number;
  /** "Jolly: playtest 'Pair of 5s' scored 180, expected 200", one per failing playtest. */
  problems: string[];
}

export function checkKeptPlaytests(project: Project, exported: Pick<ExportResult, "folder" | "files">): PlaytestCheck {
  const refs = keptPlaytests(project, true);
  if (refs.length === 0) return { ran: 0, problems: [] };
  // the same spec the browser's VM runs (its breakdown recorded too, unused here)
  const specs = refs.map((r) => playtestSpec(project, r.item.id, r.playtest)!);
  const output = runSpecsInLuajit(exported.folder, exported.files, specs.map((s) => ({ ...s, probes: s.probes ?? {} })));
  const problems = refs.flatMap((ref, i) => {
    const result = output.results[i];
    const problem = expectationProblem(ref, result ? { score: result.score, error: result.error } : { error: "the harness gave no result" });
    return problem ? [problem] : [];
  });
  return { ran: refs.length, problems };
}
