// A block in words, as the rule builder's rule summary shows it ("+8 Mult", "if the played hand
// contains a Pair"). A field at fault is not summarised with the default it would fall back to:
// the block reads as its label and the problem ("Apply ^Chips (^Chips is empty)").
import { parseParams, type ParseScope } from "./parse";
import type { AnyCondition, AnyEffect } from "./types";
import { withItemNames } from "./words";

export function blockSummary(entry: AnyCondition | AnyEffect, params: unknown, scope: ParseScope, ownName: (key: string) => string | undefined = () => undefined): string {
  const parsed = parseParams(entry.params, params, scope);
  const fault = parsed.problems.find((p) => p.severity === "error");
  if (fault) return `${entry.label} (${fault.message})`;
  return withItemNames(ownName, () => entry.summary(parsed.values as never));
}
