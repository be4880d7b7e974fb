// Playtest speed (issue 16): the bench's 200-joker project played in the playtest's Lua 5.1 VM
// (wasmoon in node: the same runner, harness and wasm as the panel's web worker).
//
// - playtest-play-200-jokers-ms: Play with the mod loaded (the project unchanged since the last
//   Play): one hand of five cards with three held, the item under test and four other jokers of
//   the project in their slots. Median of the runs, each on another joker of the project.
// - playtest-play-after-edit-200-jokers-ms: Play after an edit: the project exported again (code
//   only) and the mod loaded again, then the same hand.
// - playtest-vm-load-ms: starting the VM and loading the harness (the panel's first open pays it).
import { PlaytestRunner } from "../../src/playtest/runner";
import type { PlaytestSetup } from "../../domain/playtest/types";
import { harnessSources, nodeWasmoon } from "../unit/playtest/nodeVm";
import { list, median, type Suite } from "./bench";
import { generatedProject } from "./generated-project";

const suite: Suite = {
  name: "playtest (200 jokers)",
  async run(context) {
    const project = generatedProject();
    const loads: number[] = [];
    let runner: PlaytestRunner | undefined;
    for (let i = 0; i < Math.max(1, Math.min(3, context.runs)); i += 1) {
      const started = performance.now();
      runner = await PlaytestRunner.create(nodeWasmoon, harnessSources());
      loads.push(performance.now() - started);
    }
    const vm = runner!;
    const ids = project.jokers.map((j) => j.id);
    const setup = (i: number): PlaytestSetup => ({
      setup: { jokers: ["self", ...[1, 2, 3, 4].map((k) => `j_bench_joker_${((i * 7 + k) % ids.length) + 1}`)], dollars: 10 },
      steps: [{ play: ["H_5", "S_5", "D_5", "C_K", "S_K"], held: ["H_2", "D_9", "C_Q"] }],
    });
    const afterEdit: number[] = [];
    const plays: number[] = [];
    let edited = project;
    for (let i = 0; i < context.runs; i += 1) {
      // an edit: a new project object whose export differs (one joker's name)
      edited = { ...edited, jokers: edited.jokers.map((j, k) => (k === i ? { ...j, name: `${j.name}!` } : j)) };
      const started = performance.now();
      const first = vm.play(edited, ids[i], setup(i));
      afterEdit.push(performance.now() - started);
      if (first.error || first.observations?.score === undefined) throw new Error(`the playtest failed: ${first.error ?? "no score"}`);
    }
    for (let i = 0; i < context.runs * 2; i += 1) {
      const started = performance.now();
      const result = vm.play(edited, ids[(i * 13) % ids.length], setup(i));
      plays.push(performance.now() - started);
      if (result.error || result.breakdown.length === 0) throw new Error(`the playtest failed: ${result.error ?? "no breakdown"}`);
    }
    context.log(`VM load ${list(loads)} ms; after an edit ${list(afterEdit)} ms; Play ${list(plays)} ms`);
    return [
      { name: "playtest-play-200-jokers-ms", value: median(plays), unit: "ms", budget: 150, detail: `median of ${plays.length} (node, wasm Lua 5.1): ${list(plays)}` },
      { name: "playtest-play-after-edit-200-jokers-ms", value: median(afterEdit), unit: "ms", budget: 2000, detail: `export (code only) + load the mod + Play: ${list(afterEdit)}` },
      { name: "playtest-vm-load-ms", value: median(loads), unit: "ms", budget: 2000, detail: `wasm VM + harness in node: ${list(loads)}` },
    ];
  },
};
export default suite;
