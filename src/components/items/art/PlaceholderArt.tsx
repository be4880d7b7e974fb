// Our own placeholder sprite, drawn from the item's id so each card looks different and stays
// the same between visits. Pixel art on the game's 71x95 grid, rendered with crisp edges.
// (Never the game's art: this is a plain framed card with a jester-hat emblem.)
import { memo } from "react";

/** Small stable hash of a string: FNV-1a, then a final mix so the low bits vary too. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

// 13x11 emblem: a three-pointed jester hat over a grin. 1 = main colour, 2 = bells.
const EMBLEM = [
  "2.....2.....2",
  "11...111...11",
  ".11.11111.11.",
  "..111111111..",
  "...1111111...",
  "..111111111..",
  ".............",
  "...1.....1...",
  "....1...1....",
  ".....111.....",
  ".............",
];

const PALETTES = [
  ["#fe5f55", "#7a2a25"], ["#009dff", "#063f66"], ["#4bc292", "#1d5a41"], ["#b26cbb", "#4e2a53"],
  ["#ff9a00", "#6e4200"], ["#f3b958", "#6b4e17"], ["#13afce", "#0b4a57"], ["#a782d1", "#42305a"],
];

export interface PlaceholderArtProps {
  seed: string;
  width?: number;
  height?: number;
  className?: string;
}

export const PlaceholderArt = memo(function PlaceholderArt({ seed, width = 71, height = 95, className }: PlaceholderArtProps) {
  const h = hash(seed || "jokerforge");
  const [main, dark] = PALETTES[h % PALETTES.length];
  const stripe = (h >> 4) % 3;
  const emblemX = Math.floor((width - 13 * 3) / 2);
  const emblemY = Math.floor(height / 2 - 17);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={className} shapeRendering="crispEdges" role="img" aria-label="Placeholder art"
      data-testid="placeholder-art" preserveAspectRatio="xMidYMid meet">
      <defs>
        <pattern id={`jf-ph-${h}`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform={stripe === 1 ? "rotate(45)" : stripe === 2 ? "rotate(-45)" : undefined}>
          <rect width="6" height="6" fill={dark} />
          <rect width="3" height="6" fill={main} opacity="0.35" />
        </pattern>
      </defs>
      {/* Rim: pixel-stepped corners. */}
      <rect x="2" y="0" width={width - 4} height={height} fill="#f1efe6" />
      <rect x="0" y="2" width={width} height={height - 4} fill="#f1efe6" />
      <rect x="1" y="1" width={width - 2} height={height - 2} fill="#f1efe6" />
      <rect x="4" y="4" width={width - 8} height={height - 8} fill={`url(#jf-ph-${h})`} />
      <rect x="4" y="4" width={width - 8} height="1" fill="#000" opacity="0.25" />
      {EMBLEM.flatMap((row, y) => [...row].map((c, x) => c === "." ? null : (
        <rect key={`${x}-${y}`} x={emblemX + x * 3} y={emblemY + y * 3} width="3" height="3" fill={c === "2" ? "#f3b958" : "#f1efe6"} />
      )))}
      <rect x="8" y={height - 18} width={width - 16} height="8" fill="#000" opacity="0.3" />
      <rect x="10" y={height - 16} width={width - 20} height="4" fill={main} />
    </svg>
  );
});
