// Finds and runs real LuaJIT. Shared by the Lua test runner, the CLI `check` and unit tests.
import { spawnSync } from "node:child_process";

export function findLuajit(): string {
  for (const candidate of [process.env.LUAJIT, "luajit", "/usr/bin/luajit"]) {
    if (!candidate) continue;
    const probe = spawnSync(candidate, ["-v"], { encoding: "utf8" });
    if (probe.status === 0) return candidate;
  }
  throw new Error("LuaJIT not found: install it with `apt-get install luajit` (npm test does this).");
}

export interface LuaRun { status: number; stdout: string; stderr: string }

export function runLua(args: string[], options: { cwd?: string; input?: string } = {}): LuaRun {
  const result = spawnSync(findLuajit(), args, { encoding: "utf8", cwd: options.cwd, input: options.input, maxBuffer: 64 * 1024 * 1024 });
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}
