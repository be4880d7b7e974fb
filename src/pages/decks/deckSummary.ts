// Pure parts of the deck editor.
import type { Deck, Rule } from "../../../domain/model";

/** The deck-rule flags that are on, as short badge labels. */
export function deckFlags(item: Partial<Deck>): string[] {
  return [
    item.no_interest && "No interest",
    item.no_faces && "No faces",
    item.erratic_deck && "Erratic",
  ].filter((f): f is string => Boolean(f));
}

const humanise = (id: string) => id.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

/** The distinct effects a deck's rules use, humanised, in first-use order ("Edit Hands"). */
export function ruleEffectSummary(rules: readonly Rule[] | undefined): string[] {
  const seen: string[] = [];
  for (const rule of rules ?? []) {
    const effects = [
      ...(rule.effects ?? []),
      ...(rule.randomGroups ?? []).flatMap((g) => g.effects ?? []),
      ...(rule.loops ?? []).flatMap((g) => g.effects ?? []),
    ];
    for (const e of effects) {
      const name = humanise(String(e.type ?? ""));
      if (name && !seen.includes(name)) seen.push(name);
    }
  }
  return seen;
}
