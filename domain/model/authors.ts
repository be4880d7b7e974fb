// Author and list input handling (spec sections 3 and 5).

/** "The author list is displayed joined by comma and space; if empty the display is 'Anonymous'." */
export function authorDisplay(authors: readonly string[]): string {
  const shown = authors.filter((a) => a.trim() !== "");
  return shown.length === 0 ? "Anonymous" : shown.join(", ");
}

/** "Authors: split on commas, trimmed, empties dropped." */
export function splitAuthors(text: string): string[] {
  return text.split(",").map((a) => a.trim()).filter((a) => a !== "");
}

/** "Dependencies, conflicts, provides: split on new lines, trimmed, empties dropped." */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== "");
}
