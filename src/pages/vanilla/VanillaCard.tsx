// One vanilla item in the grid: the same game-style card as the mod's own items (its page's
// preview, badges and cost tag, our placeholder art), the game's key, and Duplicate. Read-only:
// no edit, move or delete; the copy is what the modder edits.
import { memo } from "react";
import type { VanillaItem } from "../../../domain/vanilla/types";
import { BalatroCard } from "../../components/items/BalatroCard";
import { GeneratedKey } from "../../components/items/GeneratedKey";
import { ItemIcon } from "../../components/items/icons";
import type { ItemEntry } from "../../components/items/types";
import type { VanillaSectionInfo } from "./vanillaSections";

export interface VanillaCardProps {
  vanilla: VanillaItem;
  info: VanillaSectionInfo;
  /** Position in the section, in the game's order (0-based). */
  index: number;
  total: number;
  textColours: Readonly<Record<string, string>>;
  onDuplicate: (v: VanillaItem) => void;
}

function rulesLine(item: ItemEntry): string {
  const n = Array.isArray(item.rules) ? item.rules.length : 0;
  return n === 0 ? "No rules" : n === 1 ? "1 rule" : `${n} rules`;
}

export const VanillaCard = memo(function VanillaCard({ vanilla, info, index, total, textColours, onDuplicate }: VanillaCardProps) {
  const item = vanilla.item as unknown as ItemEntry;
  const { config } = info;
  const { Preview, CardFooter, CardCorner } = config;
  const name = item.name || vanilla.gameKey;
  return (
    <article data-testid="vanilla-card" data-game-key={vanilla.gameKey} aria-label={`Vanilla ${config.labels.singular.toLowerCase()} ${name}, ${index + 1} of ${total}`}
      className="jf-panel @container relative flex h-full flex-col gap-2 p-3">
      <div className="flex items-center justify-between text-xs font-bold text-zinc-400">
        <span className="rounded bg-black/30 px-1.5 py-0.5" title="Position in the game's collection">#{index + 1}</span>
        <span className="rounded bg-black/30 px-1.5 py-0.5" title="Rules of our copy">{rulesLine(item)}</span>
      </div>
      <div className="min-h-0 flex-1 overflow-hidden">
        <BalatroCard seed={vanilla.gameKey} name={item.name}
          description={config.description ? String(item.description ?? "") : undefined}
          artWidth={config.art?.width} artHeight={config.art?.height}
          preview={Preview ? <Preview item={item} /> : undefined}
          corner={CardCorner ? <CardCorner item={item} /> : undefined}
          footer={CardFooter ? <CardFooter item={item} /> : undefined}
          extraColours={textColours} clamp />
      </div>
      <GeneratedKey value={vanilla.gameKey} compact />
      <div className="flex items-center justify-end border-t-2 border-edge/40 pt-2">
        <button type="button" onClick={() => onDuplicate(vanilla)} aria-label={`Duplicate ${name}`}
          title={`Copy ${name} into your mod's ${config.labels.plural.toLowerCase()}`}
          className="jf-button jf-button-blue !px-2.5 !py-1 text-xs !shadow-[0_3px_0_#0062a3]">
          <ItemIcon name="duplicate" className="h-3.5 w-3.5" /><span>Duplicate</span>
        </button>
      </div>
    </article>
  );
});
