// The invariants every Project in the app holds; normalised projects satisfy them, and property
// tests (here and in commands/) check them after every step. Returns what is wrong, [] when valid.
import { OBJECT_TYPES } from "../model/items";
import { LIST_OF_TYPE, PROJECT_LISTS, type Project } from "../model/project";
import { isFiniteNumber, isPlainObject } from "./plain";
import { keptPlaytestsProblem, PLAYTEST_TYPES } from "../playtest/normalise";

const METADATA_TEXT = ["id", "name", "description", "prefix", "main_file", "version", "badge_colour", "badge_text_colour", "display_name", "gameImage", "iconImage"] as const;
const METADATA_LISTS = ["author", "dependencies", "conflicts", "provides"] as const;

export function checkProject(project: Project): string[] {
  const problems: string[] = [];
  const meta = project.modMetadata as unknown;
  if (!isPlainObject(meta)) return ["modMetadata: not an object"];
  for (const field of METADATA_TEXT) if (typeof meta[field] !== "string") problems.push(`modMetadata.${field}: not text`);
  for (const field of METADATA_LISTS) {
    const value = meta[field];
    if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) problems.push(`modMetadata.${field}: not a list of text`);
  }
  if (!Number.isInteger(meta.priority)) problems.push("modMetadata.priority: not an integer");
  if (!isFiniteNumber(project.timestamp)) problems.push("timestamp: not a number");

  for (const list of PROJECT_LISTS) {
    const entries = project[list] as unknown;
    if (!Array.isArray(entries)) {
      problems.push(`${list}: not a list`);
      continue;
    }
    const ids = new Set<string>();
    entries.forEach((entry: unknown, i) => {
      if (!isPlainObject(entry)) return void problems.push(`${list}[${i}]: not an object`);
      if (typeof entry.id !== "string" || entry.id === "") problems.push(`${list}[${i}].id: missing`);
      else if (ids.has(entry.id)) problems.push(`${list}[${i}].id: duplicate "${entry.id}"`);
      else ids.add(entry.id);
    });
  }

  // Sounds, rarities and sets: keys non-empty and unique (spec section 4), as the reducer keeps them.
  for (const list of ["sounds", "customRarities", "consumableSets"] as const) {
    const keys = new Set<string>();
    (Array.isArray(project[list]) ? (project[list] as unknown[]) : []).forEach((entry, i) => {
      if (!isPlainObject(entry)) return;
      if (typeof entry.key !== "string" || entry.key.trim() === "") problems.push(`${list}[${i}].key: empty`);
      else if (keys.has(entry.key)) problems.push(`${list}[${i}].key: duplicate "${entry.key}"`);
      else keys.add(entry.key);
    });
  }

  for (const type of OBJECT_TYPES) {
    const list = LIST_OF_TYPE[type];
    const keys = new Set<string>();
    (project[list] as unknown[]).forEach((item, i) => {
      if (!isPlainObject(item)) return;
      const at = `${list}[${i}]`;
      if (item.objectType !== type) problems.push(`${at}.objectType: not "${type}"`);
      if (item.orderValue !== i + 1) problems.push(`${at}.orderValue: ${String(item.orderValue)}, expected ${i + 1}`);
      if (typeof item.name !== "string") problems.push(`${at}.name: not text`);
      if (typeof item.description !== "string") problems.push(`${at}.description: not text`);
      if (typeof item.objectKey !== "string" || item.objectKey === "") problems.push(`${at}.objectKey: empty`);
      else if (keys.has(item.objectKey)) problems.push(`${at}.objectKey: duplicate "${item.objectKey}"`);
      else keys.add(item.objectKey);
      if (item.playtests !== undefined) {
        if (!(PLAYTEST_TYPES as readonly string[]).includes(type)) problems.push(`${at}.playtests: a ${type} keeps no playtests`);
        else {
          const problem = keptPlaytestsProblem(item.playtests);
          if (problem) problems.push(`${at}.${problem}`);
        }
      }
      if (!Array.isArray(item.rules)) {
        if (type !== "booster" || item.rules !== undefined) problems.push(`${at}.rules: not a list`);
      } else item.rules.forEach((rule: unknown, r) => {
        if (!isPlainObject(rule) || typeof rule.trigger !== "string" || !Array.isArray(rule.effects) || !Array.isArray(rule.conditionGroups)
          || !Array.isArray(rule.randomGroups) || !Array.isArray(rule.loops)) problems.push(`${at}.rules[${r}]: malformed`);
      });
    });
  }
  return problems;
}
