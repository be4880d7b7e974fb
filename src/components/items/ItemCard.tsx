// One tile of an item grid: the game-style preview plus the key line and the actions.
// Reordering: drag the tile onto another (left or right half decides the side), or focus it
// and press Alt+ArrowLeft / Alt+ArrowRight, or use the move buttons. Dropping an image file on
// the tile sets its art.
import { memo, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from "react";
import { BalatroCard } from "./BalatroCard";
import { useDescriptionValues } from "./useDescriptionValues";
import { GeneratedKey } from "./GeneratedKey";
import { ItemIcon, type ItemIconName } from "./icons";
import { isImageFile } from "./art/artImage";
import type { ItemEntry, ItemTypeConfig } from "./types";
import { useShownKey } from "./useItemList";

export interface ItemCardActions<T extends ItemEntry> {
  edit: (item: T) => void;
  rules?: (item: T) => void;
  /** Opens the playtest panel (items with rules). */
  playtest?: (item: T) => void;
  duplicate: (item: T) => void;
  remove: (item: T) => void;
  /** Moves to a 0-based index of the whole list. */
  move: (item: T, toIndex: number) => void;
  /** A card of this list was dropped before or after the card at `targetIndex`. */
  dropOn: (draggedId: string, targetIndex: number, after: boolean) => void;
  setArt: (item: T, file: File) => void;
}

export interface ItemCardProps<T extends ItemEntry> {
  item: T;
  /** Position in the whole list (0-based). */
  index: number;
  total: number;
  config: ItemTypeConfig<T>;
  textColours: Readonly<Record<string, string>>;
  reorderable: boolean;
  actions: ItemCardActions<T>;
  /** Take focus when mounted/updated (keeps focus on a card that moved between rows). */
  autoFocus: boolean;
}

// The id being dragged: dragover cannot read dataTransfer data, only its types.
let dragging: { list: string; id: string } | null = null;

function ActionButton({ icon, label, onClick, disabled, tone = "grey" }: {
  icon: ItemIconName; label: string; onClick: () => void; disabled?: boolean; tone?: "grey" | "red" | "blue" | "orange";
}) {
  const tones = {
    grey: "text-zinc-300 hover:bg-panel-light hover:text-white",
    red: "text-zinc-300 hover:bg-mult hover:text-white",
    blue: "text-zinc-300 hover:bg-chips hover:text-white",
    orange: "text-zinc-300 hover:bg-attention hover:text-white",
  };
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled}
      onClick={(e) => { e.stopPropagation(); onClick(); }}
      className={`rounded-md p-1.5 transition-colors disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent ${tones[tone]}`}>
      <ItemIcon name={icon} />
    </button>
  );
}

function ItemCardImpl<T extends ItemEntry>(props: ItemCardProps<T>) {
  const { item, index, total, config, reorderable, actions } = props;
  const ref = useRef<HTMLElement>(null);
  const [dropSide, setDropSide] = useState<"before" | "after" | null>(null);
  const [fileOver, setFileOver] = useState(false);
  const { Preview, CardFooter, CardCorner } = config;
  const singular = config.labels.singular;
  const name = item.name || "Unnamed";
  const description = config.description ? String(item.description ?? "") : undefined;
  const values = useDescriptionValues(config.list, item, { description });

  useEffect(() => {
    if (props.autoFocus) ref.current?.focus({ preventScroll: true });
  }, [props.autoFocus, index]);

  const moveBy = (delta: number) => {
    const to = index + delta;
    if (!reorderable || to < 0 || to >= total) return;
    actions.move(item, to);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.altKey && (e.key === "ArrowLeft" || e.key === "ArrowUp")) { e.preventDefault(); moveBy(-1); }
    else if (e.altKey && (e.key === "ArrowRight" || e.key === "ArrowDown")) { e.preventDefault(); moveBy(1); }
    else if (e.key === "Enter") { e.preventDefault(); actions.edit(item); }
    else if (e.key === "Delete") { e.preventDefault(); actions.remove(item); }
  };

  const isOurDrag = (e: DragEvent) => dragging !== null && dragging.list === config.list && e.dataTransfer.types.includes("text/x-jokerforge-item");
  const isFileDrag = (e: DragEvent) => e.dataTransfer.types.includes("Files");

  const onDragOver = (e: DragEvent) => {
    if (config.art && isFileDrag(e)) {
      e.preventDefault();
      e.dataTransfer.dropEffect = "copy";
      setFileOver(true);
      return;
    }
    if (!reorderable || !isOurDrag(e) || dragging?.id === item.id) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "move";
    const rect = e.currentTarget.getBoundingClientRect();
    setDropSide(e.clientX < rect.left + rect.width / 2 ? "before" : "after");
  };

  const onDrop = (e: DragEvent) => {
    const side = dropSide;
    setDropSide(null);
    setFileOver(false);
    if (config.art && isFileDrag(e)) {
      e.preventDefault();
      const file = [...e.dataTransfer.files].find(isImageFile) ?? e.dataTransfer.files[0];
      if (file) actions.setArt(item, file);
      return;
    }
    if (!reorderable || !isOurDrag(e) || !dragging || dragging.id === item.id) return;
    e.preventDefault();
    actions.dropOn(dragging.id, index, side === "after");
  };

  const gameKey = useShownKey(config, item);
  return (
    <article ref={ref} tabIndex={0} onKeyDown={onKeyDown} data-testid="item-card" data-item-id={item.id}
      aria-label={`${singular} ${name}, position ${index + 1} of ${total}`}
      aria-keyshortcuts={reorderable ? "Alt+ArrowLeft Alt+ArrowRight Enter Delete" : "Enter Delete"}
      draggable={reorderable}
      onDragStart={(e) => {
        if (e.target !== e.currentTarget) return;
        dragging = { list: config.list, id: item.id };
        e.dataTransfer.setData("text/x-jokerforge-item", item.id);
        e.dataTransfer.effectAllowed = "move";
      }}
      onDragEnd={() => { dragging = null; setDropSide(null); }}
      onDragOver={onDragOver}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) { setDropSide(null); setFileOver(false); }
      }}
      onDrop={onDrop}
      onDoubleClick={() => actions.edit(item)}
      className="jf-panel jf-motion-hover group @container relative flex h-full flex-col gap-2 p-3 outline-none transition-[transform,border-color] focus-visible:border-attention focus-visible:ring-2 focus-visible:ring-attention/60 hover:border-zinc-400">
      {dropSide && (
        <div aria-hidden="true" data-testid="drop-indicator"
          className={`absolute inset-y-2 w-1.5 rounded-full bg-attention shadow-[0_0_12px_#ff9a00] ${dropSide === "before" ? "-left-3" : "-right-3"}`} />
      )}
      <div className="flex items-center justify-between text-xs font-bold text-zinc-400">
        <span className="rounded bg-black/30 px-1.5 py-0.5" title="Position in the list">#{index + 1}</span>
        {reorderable && <span className="cursor-grab text-zinc-500 group-hover:text-zinc-300" title="Drag to reorder (or Alt+Arrow keys)"><ItemIcon name="grip" /></span>}
      </div>
      <div className="min-h-0 flex-1 overflow-hidden">
        <BalatroCard seed={item.id} name={item.name}
          description={description}
          image={config.art ? String(item[config.art.field] ?? "") : undefined}
          overlay={config.art?.overlayField ? String(item[config.art.overlayField] ?? "") : undefined}
          artWidth={config.art?.width} artHeight={config.art?.height}
          preview={Preview ? <Preview item={item} /> : undefined}
          corner={CardCorner ? <CardCorner item={item} /> : undefined}
          footer={CardFooter ? <CardFooter item={item} /> : undefined}
          extraColours={props.textColours} vars={values} clamp
          dropHint={fileOver ? "Drop to set art" : undefined} />
      </div>
      {gameKey && <GeneratedKey value={gameKey} compact />}
      {/* The words on Edit and Rules show when the card is wide enough for them and the five
          icon buttons on one line (18rem of content); narrower cards keep the icons only. */}
      <div className="flex items-center justify-between gap-1 border-t-2 border-edge/40 pt-2">
        <div className="flex items-center gap-0.5">
          <button type="button" onClick={() => actions.edit(item)} aria-label={`Edit ${name}`} title={`Edit ${name}`}
            className="jf-button jf-button-blue !px-2.5 !py-1 text-xs !shadow-[0_3px_0_#0062a3]">
            <ItemIcon name="edit" className="h-3.5 w-3.5" /><span className="hidden @[18rem]:inline">Edit</span>
          </button>
          {actions.rules && (
            <button type="button" onClick={() => actions.rules?.(item)} aria-label={`Rules of ${name}`} title={`Rules of ${name}`}
              className="jf-button jf-button-orange ml-1 !px-2.5 !py-1 text-xs !shadow-[0_3px_0_#a86500]">
              <ItemIcon name="rules" className="h-3.5 w-3.5" /><span className="hidden @[18rem]:inline">Rules</span>
            </button>
          )}
        </div>
        <div className="flex items-center">
          <ActionButton icon="left" label={`Move ${name} left`} onClick={() => moveBy(-1)} disabled={!reorderable || index === 0} />
          <ActionButton icon="right" label={`Move ${name} right`} onClick={() => moveBy(1)} disabled={!reorderable || index >= total - 1} />
          {actions.playtest && <ActionButton icon="play" label={`Playtest ${name}`} onClick={() => actions.playtest?.(item)} tone="orange" />}
          <ActionButton icon="duplicate" label={`Duplicate ${name}`} onClick={() => actions.duplicate(item)} tone="blue" />
          <ActionButton icon="trash" label={`Delete ${name}`} onClick={() => actions.remove(item)} tone="red" />
        </div>
      </div>
    </article>
  );
}

export const ItemCard = memo(ItemCardImpl) as typeof ItemCardImpl;
