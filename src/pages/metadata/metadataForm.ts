// Pure helpers of the metadata form: the text drafts kept for list and number fields, and the
// colour handling of the badge preview and pickers.
import type { ModMetadata } from "../../../domain/model";

/** Fields whose input text is not the stored value itself (lists, the integer priority). */
export interface MetadataDrafts {
  author: string;
  dependencies: string;
  conflicts: string;
  provides: string;
  priority: string;
}

export function draftsFrom(metadata: ModMetadata): MetadataDrafts {
  return {
    author: metadata.author.join(", "),
    dependencies: metadata.dependencies.join("\n"),
    conflicts: metadata.conflicts.join("\n"),
    provides: metadata.provides.join("\n"),
    priority: String(metadata.priority),
  };
}

/**
 * Keystrokes that cannot lead to an integer are ignored ("non-numeric input ignored"); a lone
 * sign is allowed because it is how a negative number starts.
 */
export function acceptsPriorityText(text: string): boolean {
  return /^\s*[+-]?\d*\s*$/.test(text);
}

export const DEFAULT_BADGE_COLOUR = "666665";
export const DEFAULT_BADGE_TEXT_COLOUR = "FFFFFF";

const HEX = /^([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

/** CSS colour for the live badge preview: the value when valid, else the fallback. */
export function previewColour(value: string, fallback: string): string {
  return `#${isHexColour(value) ? value : fallback}`;
}

/** `<input type="color">` only takes #rrggbb: the colour part of a valid value, else the fallback. */
export function pickerValue(value: string, fallback: string): string {
  return `#${(isHexColour(value) ? value : fallback).slice(0, 6).toLowerCase()}`;
}

/** A colour picked in the picker, keeping the alpha pair of an 8-digit value. */
export function fromPicker(picked: string, current: string): string {
  const rgb = picked.replace(/^#/, "").toUpperCase();
  return isHexColour(current) && current.length === 8 ? rgb + current.slice(6) : rgb;
}
