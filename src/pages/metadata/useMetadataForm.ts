import { useState } from "react";
import type { ModMetadata } from "../../../domain/model";
import type { MetadataChanges } from "../../../commands/types";
import { dispatch, projectStore } from "../../store/projectStore";
import { burstKey } from "../../app/history/burstSession";
import { useProject } from "../../store/useProject";
import { draftsFrom, type MetadataDrafts } from "./metadataForm";

interface DraftState extends MetadataDrafts {
  /** The stored metadata these drafts were made from (or last written by this form). */
  source: ModMetadata;
}

export interface MetadataForm {
  metadata: ModMetadata;
  drafts: MetadataDrafts;
  /**
   * Stores `changes` (a typing burst in one field is one undo step) and sets the field's draft
   * text. Without changes only the draft moves (e.g. a half-typed "-" in the priority).
   */
  edit: (field: string, changes: MetadataChanges | null, draft?: Partial<MetadataDrafts>) => void;
  /** Stores a one-off change (a checkbox, an upload): its own undo step, never merged. */
  set: (changes: MetadataChanges) => void;
  /** Renames the mod; the reducer makes the id, prefix and display name follow (spec section 4). */
  rename: (name: string) => void;
}

/**
 * The form's view of the stored metadata. Text drafts (lists, priority) keep what the user typed
 * ("a, " while typing the next author) and reset whenever the stored metadata changes by any other
 * route than this form: an import, an undo, the overview's quick edits.
 */
export function useMetadataForm(): MetadataForm {
  const metadata = useProject((p) => p.modMetadata);
  const [state, setState] = useState<DraftState>(() => ({ source: metadata, ...draftsFrom(metadata) }));
  let current = state;
  if (state.source !== metadata) {
    current = { source: metadata, ...draftsFrom(metadata) };
    setState(current);
  }

  const edit: MetadataForm["edit"] = (field, changes, draft) => {
    if (changes) dispatch({ type: "metadata/edit", changes, at: Date.now(), burst: burstKey(`metadata:${field}`) });
    const source = projectStore.getState().modMetadata;
    setState((previous) => ({ ...previous, ...draft, source }));
  };

  const set: MetadataForm["set"] = (changes) => {
    dispatch({ type: "metadata/edit", changes, at: Date.now() });
    const source = projectStore.getState().modMetadata;
    setState((previous) => ({ ...previous, source }));
  };

  const rename: MetadataForm["rename"] = (name) => {
    dispatch({ type: "metadata/rename", name, identity: "unless-default", at: Date.now(), burst: burstKey("metadata:name") });
    const source = projectStore.getState().modMetadata;
    setState((previous) => ({ ...previous, source }));
  };

  const { source: _source, ...drafts } = current;
  return { metadata, drafts, edit, set, rename };
}
