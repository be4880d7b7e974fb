// Pure parts of the sounds page: search, the count line and key checks.
import type { Sound } from "../../../domain/model";
import { keyLengthProblem } from "../../../domain/validation/keyLength";

/** Sounds have no separate display name: the key is their name, and "replace" names a game sound. */
export function filterSounds(sounds: readonly Sound[], query: string): Sound[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...sounds];
  return sounds.filter((sound) =>
    sound.key.toLowerCase().includes(needle) || (typeof sound.replace === "string" && sound.replace.toLowerCase().includes(needle)));
}

export function countLine(shown: number, total: number): string {
  const noun = (n: number) => (n === 1 ? "sound" : "sounds");
  return shown === total ? `${total} custom ${noun(total)}` : `Showing ${shown} of ${total} ${noun(total)}`;
}

export const KEY_REQUIRED = "Key is required";
export const KEY_FORMAT = "Key must start with a letter or underscore and contain only letters, numbers, and underscores";
export const KEY_TAKEN = "Another sound already uses this key";

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Why `key` cannot be a sound's key, or undefined when it can (others = keys of the other sounds). */
export function soundKeyProblem(key: string, others: readonly string[]): string | undefined {
  const trimmed = key.trim();
  if (trimmed === "") return KEY_REQUIRED;
  if (!IDENTIFIER.test(trimmed)) return KEY_FORMAT;
  const tooLong = keyLengthProblem(trimmed);
  if (tooLong) return tooLong;
  if (others.includes(trimmed)) return KEY_TAKEN;
  return undefined;
}

/** Volume and pitch fields: any finite number, else undefined. */
export function parseSoundNumber(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
