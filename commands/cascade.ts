// Writing the reference changes domain/model/references.ts works out (on the project before the
// edit) into the Immer draft of the same step, so a rename or a deletion and everything that
// follows it are one command and one undo step.
import type { Draft } from "immer";
import { clearing, type Follow, type PathPart, type Project, type Reference } from "../domain/model";

function parentOf(root: unknown, path: readonly PathPart[]): Record<string | number, unknown> | undefined {
  let node = root as Record<string | number, unknown> | undefined;
  for (const part of path.slice(0, -1)) {
    const next = node?.[part];
    if (typeof next !== "object" || next === null) return undefined;
    node = next as Record<string | number, unknown>;
  }
  return node;
}

/** Sets the value at `path` (a path that no longer exists is skipped). */
export function writeAt(draft: Draft<Project>, path: readonly PathPart[], value: unknown): void {
  const parent = parentOf(draft, path);
  const key = path[path.length - 1];
  if (parent && key in parent && parent[key] !== value) parent[key] = value;
}

export function applyFollows(draft: Draft<Project>, follows: readonly Follow[]): void {
  for (const { reference, value } of follows) writeAt(draft, reference.path, value);
}

/**
 * Clears each reference as `clearing` says; list elements are removed last, from the highest
 * index down, so earlier removals do not shift the paths of later ones.
 */
export function applyClearings(draft: Draft<Project>, refs: readonly Reference[]): void {
  const removals: PathPart[][] = [];
  for (const reference of refs) {
    const what = clearing(reference);
    if ("removeAt" in what) removals.push(what.removeAt);
    else for (const [path, value] of what.set) writeAt(draft, path, value);
  }
  removals.sort((a, b) => Number(b[b.length - 1]) - Number(a[a.length - 1]));
  for (const path of removals) {
    const list = parentOf(draft, path) as unknown;
    const index = path[path.length - 1];
    if (Array.isArray(list) && typeof index === "number" && index < list.length) list.splice(index, 1);
  }
}
