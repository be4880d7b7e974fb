import { authorDisplay, splitAuthors } from "../../../domain/model/authors";
import type { MetadataChanges } from "../../../commands/types";
import type { Command } from "../../../commands/types";
import { projectStore } from "../../store/storeCore";
import { useProject } from "../../store/useProject";
import { InlineEditField } from "./InlineEditField";

export const DESCRIPTION_PLACEHOLDER = "Click to add a description for your mod...";

// The saves run from the inline editor, whose chunk brings the command engine (InlineEditor.tsx):
// the overview itself shows the details without loading the reducer.
const dispatch = (command: Command) => projectStore.dispatch(command);
const update = (changes: MetadataChanges) => dispatch({ type: "metadata/edit", changes, at: Date.now() });

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:items-start sm:gap-3">
      <span className="pt-2 text-xs font-black uppercase tracking-wider text-zinc-400">{label}</span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** Quick edits of the mod's name, authors, version and description. */
export function ModDetails() {
  const name = useProject((p) => p.modMetadata.name);
  const authors = useProject((p) => p.modMetadata.author);
  const version = useProject((p) => p.modMetadata.version);
  const description = useProject((p) => p.modMetadata.description);
  const id = useProject((p) => p.modMetadata.id);
  const prefix = useProject((p) => p.modMetadata.prefix);

  const saveName = (text: string) => {
    const next = text.trim();
    if (next === "") return "Mod name is required";
    // Renaming regenerates the mod's id, prefix and display name (spec section 4; the reducer does it).
    if (next !== name) dispatch({ type: "metadata/rename", name: next, identity: "always", at: Date.now() });
  };
  const saveAuthors = (text: string) => {
    const next = splitAuthors(text);
    if (next.join("\u0000") !== authors.join("\u0000")) update({ author: next });
  };
  const saveVersion = (text: string) => {
    const next = text.trim();
    if (next !== version) update({ version: next });
  };
  const saveDescription = (text: string) => {
    if (text !== description) update({ description: text });
  };

  return (
    <section aria-labelledby="mod-details" className="jf-panel p-5">
      <h2 id="mod-details" className="text-xl font-black text-white">Mod Details</h2>
      <p className="mt-1 text-sm text-zinc-400">Click any value to change it.</p>
      <div className="mt-4 flex flex-col gap-3">
        <Row label="Name">
          <InlineEditField label="Mod name" value={name} onSave={saveName} displayClassName="text-lg font-black text-white" />
          <p className="px-2 text-xs text-zinc-500">
            ID <code data-testid="overview-mod-id" className="text-zinc-300">{id}</code>
            <span aria-hidden="true"> · </span>
            Prefix <code data-testid="overview-mod-prefix" className="text-zinc-300">{prefix}</code>
          </p>
        </Row>
        <Row label="Authors">
          <InlineEditField label="Authors" value={authors.join(", ")} display={authorDisplay(authors)} onSave={saveAuthors} />
        </Row>
        <Row label="Version">
          <InlineEditField label="Version" value={version} onSave={saveVersion} inputClassName="font-mono" />
        </Row>
        <Row label="Description">
          <InlineEditField label="Description" value={description} placeholder={DESCRIPTION_PLACEHOLDER} multiline onSave={saveDescription}
            displayClassName="text-zinc-200" />
        </Row>
      </div>
    </section>
  );
}
