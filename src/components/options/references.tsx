// What deleting an entry will change elsewhere, for the confirmation dialog. The reducer makes
// those changes itself when the deletion is dispatched (commands/entries.ts); this only shows the
// same list, worked out by the same code, so what the dialog promises is what happens.
import type { Project } from "../../../domain/model";
import { removalEffects, type EntryList } from "../../../commands/entries";

const SHOWN = 6;

/** The confirmation's note for deleting entry `id` of `list`; nothing when no other entry refers to it. */
export function RemovalNote({ list, id, project }: { list: EntryList; id: string; project: Project }) {
  const effects = removalEffects(project, list, id);
  // Jokers of a deleted rarity are the common case: said first, in its own words.
  const jokers = effects.filter((e) => e.list === "jokers" && e.what === "becomes Common");
  const others = effects.filter((e) => !jokers.includes(e));
  if (effects.length === 0) return null;
  return (
    <>
      {jokers.length > 0 && (
        <p className="text-attention">{jokers.length} {jokers.length === 1 ? "joker uses" : "jokers use"} this rarity and will become Common.</p>
      )}
      {others.length > 0 && (
        <div className="text-attention" data-testid="removal-references">
          <p>{others.length} {others.length === 1 ? "item refers" : "items refer"} to it and will change:</p>
          <ul className="ml-5 list-disc text-sm">
            {others.slice(0, SHOWN).map((e) => <li key={`${e.list}:${e.id}`}>{e.name || "Unnamed"}: {e.what}</li>)}
            {others.length > SHOWN && <li>and {others.length - SHOWN} more</li>}
          </ul>
        </div>
      )}
    </>
  );
}
