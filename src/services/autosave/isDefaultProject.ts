// "Non-default" of the spec's auto-save rule: a project equal to the empty default project (its
// timestamp aside) is never auto-saved. Cheap: lists are checked by length, metadata field by field.
import { defaultMetadata, PROJECT_LISTS, type ModMetadata, type Project } from "../../../domain/model";

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((entry, i) => sameValue(entry, b[i]));
  return false;
}

function isDefaultMetadata(metadata: ModMetadata, defaults: ModMetadata): boolean {
  const keys = new Set([...Object.keys(metadata), ...Object.keys(defaults)]);
  for (const key of keys) {
    // An absent optional flag and an explicit false say the same thing.
    const [mine, theirs] = [metadata[key], defaults[key]];
    if ((mine === undefined || mine === false) && (theirs === undefined || theirs === false)) continue;
    if (!sameValue(mine, theirs)) return false;
  }
  return true;
}

const cache = new WeakMap<Project, boolean>();

export function isDefaultProject(project: Project): boolean {
  const known = cache.get(project);
  if (known !== undefined) return known;
  const result = PROJECT_LISTS.every((list) => (project[list]?.length ?? 0) === 0)
    && isDefaultMetadata(project.modMetadata, defaultMetadata());
  cache.set(project, result);
  return result;
}
