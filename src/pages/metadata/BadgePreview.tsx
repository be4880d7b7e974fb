import { badgePreviewColours } from "../../../domain/validation";

/** The mod badge as the game draws it under every item of the mod (invalid colours fall back). */
export function BadgePreview({ text, colour, textColour }: { text: string; colour: string; textColour: string }) {
  const colours = badgePreviewColours({ badge_colour: colour, badge_text_colour: textColour });
  return (
    <span data-testid="badge-preview" className="inline-flex min-w-24 items-center justify-center rounded-lg px-4 py-1.5 text-lg font-black shadow-[0_3px_0_rgba(0,0,0,0.45)]"
      style={{ backgroundColor: `#${colours.background}`, color: `#${colours.text}` }}>
      {text.trim() || "\u00a0"}
    </span>
  );
}
