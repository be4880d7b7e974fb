// Numbers an item keeps under the game's own config keys (edition values, deck starting values):
// only the set ones, in the keys' order, each checked before it reaches the game.
import type { ExportEnv } from "../env";
import { numberOr } from "./common";

export interface ConfigValueRules {
  /** The game counts these (hands, slots): a fraction is left out. */
  integer?: boolean;
}

export function configValues<K extends string>(env: ExportEnv, what: string, config: unknown, keys: readonly K[], rules: ConfigValueRules = {}): [K, number][] {
  if (!config || typeof config !== "object" || Array.isArray(config)) return [];
  const out: [K, number][] = [];
  for (const key of keys) {
    const raw: unknown = (config as Record<string, unknown>)[key];
    if (raw === undefined || raw === null || raw === "") continue;
    const value = numberOr(raw, NaN);
    if (!Number.isFinite(value)) {
      env.warn(`${what}: ${key} '${String(raw)}' is not a number; left out.`);
      continue;
    }
    if (rules.integer && !Number.isInteger(value)) {
      env.warn(`${what}: ${key} ${value} is not a whole number; left out.`);
      continue;
    }
    out.push([key, value]);
  }
  return out;
}
