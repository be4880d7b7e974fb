// Export speed (issue 6): the largest fixture exported to a zip through the command line.
//
// What the number is: the processing time the CLI itself measures and prints ("in N ms"), from
// just after reading the project file to the zip written to disk: import (parse + validate),
// exportMod (Lua, atlases, sounds, backup), buildZip and the write. Node and tsx start-up and the
// file read are not in it. Every run is a fresh process, so every run is cold (no JIT warm-up
// carried over), as for a person running the command; the median of five such runs is reported,
// so one run slowed by other work on the machine does not decide it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../..", import.meta.url));
export const LARGEST_FIXTURE = resolve(repo, "../shared/fixtures/jokerforge/mycustommod-2026-06-13.jokerforge");

export interface ExportTiming {
  /** Median of the runs, in ms. */
  median: number;
  /** Every run, in the order run, in ms. */
  runs: number[];
}

export function measureLargestExport(runs = 5): ExportTiming {
  const dir = mkdtempSync(join(tmpdir(), "jf-bench-export-"));
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const out = execFileSync("npx", ["tsx", "src/cli/main.ts", "export", LARGEST_FIXTURE, "--out", join(dir, "mod.zip")], { cwd: repo, encoding: "utf8" });
      const match = /in (\d+) ms\s*$/.exec(out.trim());
      if (!match) throw new Error(`the export printed no time:\n${out}`);
      times.push(Number(match[1]));
    }
    const sorted = [...times].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)], runs: times };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
