// One command-line export in a fresh process, for the bench: runs the CLI's own export command
// (src/cli/export.ts) and prints one JSON line with its processing time and the main thread's CPU
// time over the same command.
//
// - wallMs: what the command prints ("in N ms"): from the project text read to the zip written
//   (import, exportMod, buildZip, write). Node start-up and module loading are not in it.
// - cpuMs: CPU time of the main thread alone (Linux /proc/thread-self/schedstat, nanoseconds)
//   over the whole command, which adds reading the file (a few ms). Other processes on the
//   machine stretch wall time but not this, and neither do V8's background compiler and GC threads.
import { readFileSync } from "node:fs";
import { runExportCommand } from "../../src/cli/export";

function threadCpuMs(): number {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  }
}

const [file, out] = process.argv.slice(2);
const lines: string[] = [];
const log = console.log;
console.log = (...args: unknown[]) => { lines.push(args.join(" ")); };
const before = threadCpuMs();
const code = await runExportCommand([file, "--out", out]);
const cpuMs = threadCpuMs() - before;
console.log = log;
const match = /in (\d+) ms\s*$/.exec(lines.join("\n").trim());
if (code !== 0 || !match) {
  console.error(lines.join("\n"));
  process.exit(1);
}
console.log(JSON.stringify({ wallMs: Number(match[1]), cpuMs }));
