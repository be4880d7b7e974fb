// Runs every tests/lua/**/*_test.lua file with real LuaJIT. Each file exits non-zero on failure
// and prints "ok N" lines; this runner totals them and fails when any file fails.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runLua } from "./luajit";

const root = fileURLToPath(new URL(".", import.meta.url));

function luaTests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return luaTests(path);
    return name.endsWith("_test.lua") ? [path] : [];
  }).sort();
}

let passed = 0;
let failed = 0;
for (const file of luaTests(root)) {
  const run = runLua([file], { cwd: root });
  const label = relative(root, file);
  if (run.status === 0) {
    passed += 1;
    console.log(`PASS ${label}`);
  } else {
    failed += 1;
    console.log(`FAIL ${label}\n${run.stdout}${run.stderr}`);
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
