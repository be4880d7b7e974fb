// Commands for referenceChanges: used by the pages' afterKeyChange and describeRemoval hooks so
// a rename or a removal and the reference fixes undo as one step.
import type { ReactNode } from "react";
import type { Project } from "../../../domain/model";
import { projectStore } from "../../store/projectStore";
import { dispatch } from "../../store/useProject";
import { referenceChanges, type ReferenceChange, type ReferenceKind } from "./referenceChanges";

function apply(changes: readonly ReferenceChange[], burst: string, at: number) {
  for (const c of changes) dispatch({ type: "list/update", list: c.list, id: c.id, changes: c.changes, burst, at });
}

/** After a key change: point every reference to `from` at `to`. */
export function repointReferences(kind: ReferenceKind, from: string, to: string, burst: string, at: number) {
  apply(referenceChanges(projectStore.getState(), kind, from, to), burst, at);
}

const SHOWN = 6;

/** The confirmation note and the follow-up commands for removing an item others refer to. */
export function describeItemRemoval(kind: ReferenceKind, value: string, project: Project):
  { message?: ReactNode; cascade?: (burst: string, at: number) => void } {
  const changes = referenceChanges(project, kind, value, null);
  if (changes.length === 0) return {};
  const message = (
    <div className="text-attention" data-testid="removal-references">
      <p>{changes.length} {changes.length === 1 ? "item refers" : "items refer"} to it and will change:</p>
      <ul className="ml-5 list-disc text-sm">
        {changes.slice(0, SHOWN).map((c) => <li key={`${c.list}:${c.id}`}>{c.name || "Unnamed"}: {c.what}</li>)}
        {changes.length > SHOWN && <li>and {changes.length - SHOWN} more</li>}
      </ul>
    </div>
  );
  // Re-read the project when confirmed: it may have changed while the dialog was open.
  return { message, cascade: (burst, at) => apply(referenceChanges(projectStore.getState(), kind, value, null), burst, at) };
}
