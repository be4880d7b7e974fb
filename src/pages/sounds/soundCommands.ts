// Renaming or deleting a sound and the seal/edition `sound` fields that name it. The original
// lost those references; here the follow-ups share the edit's burst and time, so one undo
// brings the sound and its users back together.
import type { Project, Sound } from "../../../domain/model";
import { describeItemRemoval, repointReferences } from "../../components/options/references";
import { projectStore } from "../../store/projectStore";
import { dispatch } from "../../store/useProject";

/** How seals and editions store one of the project's sounds (the sound select's value). */
export const storedSoundKey = (prefix: string, key: string): string => `${prefix}_${key}`;

const soundOf = (id: string) => projectStore.getState().sounds.find((s) => s.id === id);

/**
 * Saves changes to a sound. A new key is followed by every seal and edition playing the old one.
 * Each rename gets a burst of its own: two quick renames stay two undo steps.
 */
export function updateSound(id: string, changes: Partial<Omit<Sound, "id">>, at = Date.now()): void {
  const oldKey = soundOf(id)?.key;
  const renaming = oldKey !== undefined && changes.key !== undefined && changes.key !== oldKey;
  const burst = renaming ? `sounds:${id}:rename:${at}` : undefined;
  dispatch({ type: "list/update", list: "sounds", id, changes, burst, at });
  // The reducer may have made the key unique, so follow the key it actually stored.
  const newKey = soundOf(id)?.key;
  if (!renaming || burst === undefined || newKey === undefined || newKey === oldKey) return;
  const prefix = projectStore.getState().modMetadata.prefix;
  repointReferences("sound", storedSoundKey(prefix, oldKey), storedSoundKey(prefix, newKey), burst, at);
}

/** What deleting `sound` would change elsewhere (for the confirmation), and the commands doing it. */
export function describeSoundRemoval(sound: Sound, project: Project): ReturnType<typeof describeItemRemoval> {
  return describeItemRemoval("sound", storedSoundKey(project.modMetadata.prefix, sound.key), project);
}

/** Deletes a sound; `cascade` (from describeSoundRemoval) runs in the same undo step. */
export function removeSound(id: string, cascade?: (burst: string, at: number) => void, at = Date.now()): void {
  const burst = cascade ? `sounds:${id}:remove:${at}` : undefined;
  dispatch({ type: "list/remove", list: "sounds", id, burst, at });
  if (cascade && burst) cascade(burst, at);
}
