// A card the way the game shows one on hover: the sprite (with its soul layer floating above),
// then the dark info box with the name, the white description box and the badges.
import { memo, useEffect, useRef, useState, type ReactNode } from "react";
import { BalatroText } from "../description/BalatroText";
import { showableArt } from "../../../domain/model/defaults";
import { PlaceholderArt } from "./art/PlaceholderArt";
import "./balatroCard.css";

export interface BalatroCardProps {
  /** Seeds the placeholder art when there is no image. */
  seed: string;
  name: string;
  description?: string;
  /** 2x PNG data URL (or any image URL); empty shows our placeholder. */
  image?: string;
  overlay?: string;
  /** 1x cell size; the sprite shows at 2x. */
  artWidth?: number;
  artHeight?: number;
  /** Replaces the sprite (e.g. a rarity swatch). */
  preview?: ReactNode;
  /** Top-right tag over the sprite (e.g. cost). */
  corner?: ReactNode;
  /** Badges under the description. */
  footer?: ReactNode;
  extraColours?: Readonly<Record<string, string>>;
  /** What the description's #1#, #2#... show (see BalatroText); absent: the placeholders as written. */
  vars?: readonly (string | null)[];
  /** Limit the description height (grid cards) or show it whole (editor preview). */
  clamp?: boolean;
  /** Marks the sprite area while an image is dragged over the card. */
  dropHint?: string;
}

export const BalatroCard = memo(function BalatroCard(props: BalatroCardProps) {
  const w = (props.artWidth ?? 71) * 2;
  const h = (props.artHeight ?? 95) * 2;
  return (
    <div className="flex flex-col items-center gap-3" data-testid="balatro-card">
      <div className="relative" style={{ width: w, height: h }}>
        {props.preview ?? (
          <div className="jf-card-sprite relative h-full w-full">
            {showableArt(props.image)
              ? <img src={showableArt(props.image)} alt={`${props.name} art`} width={w} height={h} draggable={false} data-testid="card-art"
                  className="h-full w-full select-none [image-rendering:pixelated]" />
              : <PlaceholderArt seed={props.seed} width={props.artWidth} height={props.artHeight} className="h-full w-full" />}
            {showableArt(props.overlay) && (
              <img src={showableArt(props.overlay)} alt="" width={w} height={h} draggable={false} data-testid="card-overlay"
                className="jf-card-soul pointer-events-none absolute inset-0 h-full w-full select-none [image-rendering:pixelated]" />
            )}
          </div>
        )}
        {props.corner && <div className="absolute -right-3 -top-2">{props.corner}</div>}
        {props.dropHint && (
          <div className="absolute inset-0 flex items-center justify-center rounded-lg border-4 border-dashed border-attention bg-black/60 p-2 text-center text-sm font-black text-white">
            {props.dropHint}
          </div>
        )}
      </div>
      <div className="jf-card-info w-full">
        <div className="jf-card-name" title={props.name}>{props.name || "Unnamed"}</div>
        {props.description !== undefined && (
          <Description text={props.description} clamp={props.clamp} extraColours={props.extraColours} vars={props.vars} />
        )}
        {props.footer && <div className="mt-1.5 flex flex-wrap items-center justify-center gap-1.5">{props.footer}</div>}
      </div>
    </div>
  );
});

/** The white description box; when clamped, a fade marks text that does not fit. */
function Description({ text, clamp, extraColours, vars }: { text: string; clamp?: boolean; extraColours?: Readonly<Record<string, string>>; vars?: readonly (string | null)[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!clamp || !el) return;
    // The observer reports once layout is done (first right after observe, before the next paint),
    // so reading the sizes there forces no extra layout, as a check in the effect itself would for
    // every card a scroll brings in.
    const observer = new ResizeObserver(() => setOverflows(el.scrollHeight > el.clientHeight + 1));
    observer.observe(el);
    return () => observer.disconnect();
  }, [clamp, text]);
  return (
    <div ref={box} className={`jf-card-desc ${clamp ? "jf-card-desc-clamp" : ""} ${overflows ? "jf-card-desc-more" : ""}`}
      title={overflows ? "Open the editor to see the whole description" : undefined}>
      <BalatroText text={text} extraColours={extraColours} vars={vars} empty={<span className="italic text-zinc-400">No description</span>} />
    </div>
  );
}

/** A game-style pill badge (rarity, set, sticker). */
export function CardBadge({ label, colour, text = "#ffffff", title }: { label: string; colour: string; text?: string; title?: string }) {
  return (
    <span className="jf-card-badge" style={{ backgroundColor: colour, color: text }} title={title} data-testid="card-badge">{label}</span>
  );
}

/** The game's price tag. */
export function CostTag({ cost }: { cost: number | undefined }) {
  if (cost === undefined || cost === null || Number.isNaN(cost)) return null;
  return <span className="jf-card-cost" data-testid="card-cost">${cost}</span>;
}
