// Our own pixel-art playing card (never the game's): a rank in two corners and a suit pip, on
// the game's 71x95 grid. Enhancement, seal and edition previews draw on it, so a modifier is
// seen the way it shows on a card: over or under the card face.
import { memo, type ReactNode } from "react";

const SUITS = {
  hearts: { colour: "#fe5f55", rows: [".XX.XX.", "XXXXXXX", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."] },
  spades: { colour: "#374649", rows: ["...X...", "..XXX..", ".XXXXX.", "XXXXXXX", "XX.X.XX", "...X..."] },
  diamonds: { colour: "#fe5f55", rows: ["...X...", "..XXX..", ".XXXXX.", ".XXXXX.", "..XXX..", "...X..."] },
  clubs: { colour: "#374649", rows: ["..XXX..", "..XXX..", "XX.X.XX", "XXXXXXX", "XX.X.XX", "...X..."] },
} as const;

// 3x5 pixel glyphs for the ranks the preview uses.
const GLYPHS: Record<string, readonly string[]> = {
  A: [".X.", "X.X", "XXX", "X.X", "X.X"],
  K: ["X.X", "XX.", "X..", "XX.", "X.X"],
  Q: [".X.", "X.X", "X.X", "XX.", ".XX"],
  J: ["..X", "..X", "..X", "X.X", ".X."],
  "7": ["XXX", "..X", ".X.", ".X.", ".X."],
};

export type SuitName = keyof typeof SUITS;

function seedOf(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

function Pixels({ rows, x, y, size, fill }: { rows: readonly string[]; x: number; y: number; size: number; fill: string }) {
  return (
    <>
      {rows.flatMap((row, r) => [...row].map((c, col) => c === "X"
        ? <rect key={`${r}-${col}`} x={x + col * size} y={y + r * size} width={size} height={size} fill={fill} />
        : null))}
    </>
  );
}

export interface PlayingCardArtProps {
  seed: string;
  /** Draw the rank and suit (off when an enhancement replaces the base card). */
  face?: boolean;
  /** Draw the white card body (off when an enhancement sprite is the body). */
  body?: boolean;
  className?: string;
  /** Drawn over the body, under the rank and suit. */
  under?: ReactNode;
  /** Drawn over everything. */
  children?: ReactNode;
}

export const PlayingCardArt = memo(function PlayingCardArt({ seed, face = true, body = true, className, under, children }: PlayingCardArtProps) {
  const h = seedOf(seed);
  const suitNames = Object.keys(SUITS) as SuitName[];
  const suit = SUITS[suitNames[h % suitNames.length]];
  const rankNames = Object.keys(GLYPHS);
  const rank = GLYPHS[rankNames[(h >>> 3) % rankNames.length]];
  return (
    <svg viewBox="0 0 71 95" className={className} shapeRendering="crispEdges" role="img" aria-label="Playing card" data-testid="playing-card-art">
      {body && (
        <>
          <rect x="2" y="0" width="67" height="95" fill="#f1efe6" />
          <rect x="0" y="2" width="71" height="91" fill="#f1efe6" />
          <rect x="2" y="2" width="67" height="91" fill="#ffffff" />
        </>
      )}
      {under}
      {face && (
        <>
          <Pixels rows={rank} x={5} y={5} size={2} fill={suit.colour} />
          <Pixels rows={suit.rows} x={5} y={17} size={1} fill={suit.colour} />
          <Pixels rows={suit.rows} x={21} y={34} size={4} fill={suit.colour} />
          <g transform="rotate(180 35.5 47.5)">
            <Pixels rows={rank} x={5} y={5} size={2} fill={suit.colour} />
            <Pixels rows={suit.rows} x={5} y={17} size={1} fill={suit.colour} />
          </g>
        </>
      )}
      {children}
    </svg>
  );
});
