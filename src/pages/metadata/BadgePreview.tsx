import { DEFAULT_BADGE_COLOUR, DEFAULT_BADGE_TEXT_COLOUR, previewColour } from "./metadataForm";

/** The mod badge as the game draws it under every item of the mod. */
export function BadgePreview({ text, colour, textColour }: { text: string; colour: string; textColour: string }) {
  return (
    <span data-testid="badge-preview" className="inline-flex min-w-24 items-center justify-center rounded-lg px-4 py-1.5 text-lg font-black shadow-[0_3px_0_rgba(0,0,0,0.45)]"
      style={{ backgroundColor: previewColour(colour, DEFAULT_BADGE_COLOUR), color: previewColour(textColour, DEFAULT_BADGE_TEXT_COLOUR) }}>
      {text.trim() || "\u00a0"}
    </span>
  );
}
