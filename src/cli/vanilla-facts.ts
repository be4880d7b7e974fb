// Copies the vanilla game's facts (keys, names, numbers, flags) from the reference data in
// ../shared/reference/vanilla into domain/vanilla/facts/*.json, which the project owns, so that the
// app, the harness and the tests never need ../shared. No game text is kept: the description lines
// (`loc_text`), the reference's own summaries of them (`effect_text`) and its notes are dropped;
// descriptions are written from the numbers. `npx tsx src/cli/vanilla-facts.ts [shared dir]`
// rewrites the files; the corpus test fails when they drift from the reference.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const here = fileURLToPath(new URL(".", import.meta.url));
export const factsDir = resolve(here, "../../domain/vanilla/facts");
export const defaultSharedDir = resolve(here, "../../../shared");

/** Fields that hold game text or prose about it: never copied. */
const DROPPED = new Set(["loc_text", "effect_text", "notes", "trigger_note", "shop_chance_note", "usage", "condition", "contents"]);

function strip(value: Json): Json {
  if (Array.isArray(value)) return value.map(strip);
  if (value === null || typeof value !== "object") return value;
  const out: { [key: string]: Json } = {};
  for (const [k, v] of Object.entries(value)) if (!DROPPED.has(k)) out[k] = strip(v);
  return out;
}

/** The facts files rendered from the reference folder: file name -> JSON text. */
export function renderFacts(sharedDir = defaultSharedDir): Map<string, string> {
  const dir = join(sharedDir, "reference/vanilla");
  const out = new Map<string, string>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".json")).sort()) {
    const data = JSON.parse(readFileSync(join(dir, name), "utf8")) as Json;
    out.set(name, `${JSON.stringify(strip(data), null, 1)}\n`);
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = renderFacts(process.argv[2] ? resolve(process.argv[2]) : defaultSharedDir);
  for (const [name, text] of files) writeFileSync(join(factsDir, name), text);
  console.log(`wrote ${files.size} files to ${factsDir}`);
}
