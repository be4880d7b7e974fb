// Export speed (issue 6): the largest fixture exported to a zip through the command line, three
// fresh runs; reports the median of the processing time the CLI prints (import, export, zip, write).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../..", import.meta.url));
export const LARGEST_FIXTURE = resolve(repo, "../shared/fixtures/jokerforge/mycustommod-2026-06-13.jokerforge");

export function measureLargestExport(runs = 3): number {
  const dir = mkdtempSync(join(tmpdir(), "jf-bench-export-"));
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const out = execFileSync("npx", ["tsx", "src/cli/main.ts", "export", LARGEST_FIXTURE, "--out", join(dir, "mod.zip")], { cwd: repo, encoding: "utf8" });
      const match = /in (\d+) ms\s*$/.exec(out.trim());
      if (!match) throw new Error(`the export printed no time:\n${out}`);
      times.push(Number(match[1]));
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
