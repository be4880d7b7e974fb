// Copy and paste of rules and blocks: between rules, between items, and between projects (or
// browser tabs) through the system clipboard as JSON. The app keeps its own copy too, so pasting
// works where the browser refuses to read the clipboard. Pasted ids are always fresh.
import type { Condition, Effect, Rule } from "../../../domain/model";
import { newId } from "../items/itemCommands";

export const RULES_FORMAT = "jokerforge/rules";
export const BLOCKS_FORMAT = "jokerforge/blocks";

export type Clip =
  | { format: typeof RULES_FORMAT; version: 1; rules: Rule[] }
  | { format: typeof BLOCKS_FORMAT; version: 1; conditions: Condition[]; effects: Effect[] };

let memory: Clip | undefined;

/** Keeps the clip and writes it to the system clipboard as JSON (best effort). */
export async function copyClip(clip: Clip): Promise<void> {
  memory = structuredClone(clip);
  try {
    await navigator.clipboard?.writeText(JSON.stringify(clip, null, 2));
  } catch {
    // the browser may refuse (no focus, no permission): the app's own copy still pastes
  }
}

/** What a text holds, if it is a clip of ours. */
export function parseClip(text: string): Clip | undefined {
  try {
    const value = JSON.parse(text) as Partial<Clip> & Record<string, unknown>;
    if (value?.format === RULES_FORMAT && Array.isArray(value.rules)) return { format: RULES_FORMAT, version: 1, rules: value.rules as Rule[] };
    if (value?.format === BLOCKS_FORMAT && Array.isArray(value.conditions) && Array.isArray(value.effects)) {
      return { format: BLOCKS_FORMAT, version: 1, conditions: value.conditions as Condition[], effects: value.effects as Effect[] };
    }
  } catch {
    // not JSON: not ours
  }
  return undefined;
}

/** The clip to paste: the system clipboard's when it holds one of ours, else the app's own. */
export async function readClip(): Promise<Clip | undefined> {
  try {
    const text = await navigator.clipboard?.readText();
    const clip = text ? parseClip(text) : undefined;
    if (clip) return clip;
  } catch {
    // reading refused: fall back to the app's own copy
  }
  return memory ? structuredClone(memory) : undefined;
}

/** A deep copy with every id (rule, groups, blocks) fresh; params are copied as they are. */
export function withFreshIds<T>(value: T): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== "object") return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = k === "params" ? structuredClone(x) : k === "id" && typeof x === "string" ? newId() : walk(x);
    return out;
  };
  return walk(value) as T;
}
