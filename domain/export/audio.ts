// Whether a sound has audio, apart from the exporter's environment (env.ts) so that a preview's
// input (previewInput.ts) can be built on the page without loading the exporter.
import { dataUrlHasBytes } from "./images/base64";

/**
 * Whether a sound has audio, remembered per sound object: the builder's live Lua asks on every
 * preview, and the answer reads the whole data URL (megabytes for a long sound). Project objects
 * are immutable (an edit makes a new one), so the object is a safe key.
 */
const audioPresence = new WeakMap<object, boolean>();
export function hasAudio(sound: { soundString?: unknown } | null | undefined): boolean {
  if (!sound || typeof sound !== "object") return false;
  let known = audioPresence.get(sound);
  if (known === undefined) audioPresence.set(sound, (known = dataUrlHasBytes(sound.soundString)));
  return known;
}
