// What the rule commands ask of the rule catalog: which triggers, conditions and effects exist and
// what applies where. The catalog (domain/catalog, every entry with its generator) is large, and the
// reducer loads with the first page, so the catalog is handed in by whoever edits rules: the rule
// builder's chunk, the command line's replay, and the tests. Until then a rule command is refused
// with a reason, never applied unchecked.
import type { blockRefusal, triggerRefusal } from "../domain/catalog/applies";
import type { findCondition, findEffect, findTrigger } from "../domain/catalog/registry";
import type { choiceLabel } from "../domain/catalog/options";

export interface RuleCatalog {
  findTrigger: typeof findTrigger;
  findCondition: typeof findCondition;
  findEffect: typeof findEffect;
  blockRefusal: typeof blockRefusal;
  triggerRefusal: typeof triggerRefusal;
  /** The words of a chosen option, for what a param edit did (the raw value where not handed in). */
  choiceLabel?: typeof choiceLabel;
}

let catalog: RuleCatalog | undefined;

export function registerRuleCatalog(next: RuleCatalog): void {
  catalog = next;
}

export function ruleCatalog(): RuleCatalog | undefined {
  return catalog;
}
