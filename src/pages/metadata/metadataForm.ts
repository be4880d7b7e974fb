// Pure helpers of the metadata form: the text drafts kept for list and number fields, and the
// colour pickers (which only speak #rrggbb).
import type { ModMetadata } from "../../../domain/model";
import { isHexColour } from "../../../domain/validation";

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

/** `<input type="color">` only takes #rrggbb: the colour part of a valid value, else the fallback. */
export function pickerValue(value: string, fallback: string): string {
  return `#${(isHexColour(value) ? value : fallback).slice(0, 6).toLowerCase()}`;
}

/** A colour picked in the picker, keeping the alpha pair of an 8-digit value. */
export function fromPicker(picked: string, current: string): string {
  const rgb = picked.replace(/^#/, "").toUpperCase();
  return isHexColour(current) && current.length === 8 ? rgb + current.slice(6) : rgb;
}
