// The one length limit of keys and of the names files are made from (issue 13 item 3): item,
// rarity, set and sound keys, the mod id, prefix and main file. Why 64: domain/model/keys.ts.
import { MAX_KEY_LENGTH } from "../model/keys";

export const KEY_LENGTH_MESSAGES = {
  key: `Key must be ${MAX_KEY_LENGTH} characters or less`,
  id: `Mod ID must be ${MAX_KEY_LENGTH} characters or less`,
  prefix: `Prefix must be ${MAX_KEY_LENGTH} characters or less`,
  mainFile: `Main file must be ${MAX_KEY_LENGTH} characters or less`,
} as const;

/** The message for a key (as typed, surrounding spaces aside) over the limit, else undefined. */
export function keyLengthProblem(key: string): string | undefined {
  return key.trim().length > MAX_KEY_LENGTH ? KEY_LENGTH_MESSAGES.key : undefined;
}
