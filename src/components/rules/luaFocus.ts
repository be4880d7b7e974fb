// Which lines of the live Lua the block in focus wrote: the builder tracks the rule, block or
// group that holds the keyboard focus, and the Lua panel marks that block's lines (from the
// export's line map, domain/export/lineMap.ts) and scrolls them into view.

/** What holds the focus in the rules: a block, a chance or loop group, or a rule as a whole. */
export interface LuaFocus {
  ruleId: string;
  blockId?: string;
  kind?: "condition" | "effect" | "group";
  /** How the builder names it ("Add Mult", "1 in 4 chance", "Rule 2"). */
  label: string;
}

/** The part of a line's origin this needs (a LineOrigin). */
export interface LineSource { ruleId?: string; blockId?: string; blockKind?: string }

/**
 * The lines (0-based) the focused part wrote:
 * - an effect: its own lines;
 * - a group: its own lines (the chance test or the loop and their ends) and all between them, its effects;
 * - a condition: its own lines; when it wrote none of its own (a condition after the first shares
 *   the rule's `if` line, which names the first), the lines of the rule's conditions;
 * - a rule: every line of the rule.
 */
export function focusedLines(origins: readonly (LineSource | null)[], focus: LuaFocus | undefined): number[] {
  if (!focus) return [];
  const where = (test: (o: LineSource) => boolean) => origins.flatMap((o, i) => (o && o.ruleId === focus.ruleId && test(o) ? [i] : []));
  if (!focus.blockId) return where(() => true);
  const own = where((o) => o.blockId === focus.blockId);
  if (focus.kind === "group" && own.length > 0) {
    const first = own[0];
    return Array.from({ length: own[own.length - 1] - first + 1 }, (_, k) => first + k);
  }
  if (focus.kind === "condition" && own.length === 0) return where((o) => o.blockKind === "condition");
  return own;
}

/** Sorted line numbers as runs of consecutive lines: [[first, last], ...]. */
export function lineRuns(lines: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const line of lines) {
    const last = runs[runs.length - 1];
    if (last && line === last[1] + 1) last[1] = line;
    else runs.push([line, line]);
  }
  return runs;
}

/** "line 4", "lines 4-6", "lines 4 and 9", "lines 4-6, 9 and 12" (1-based, as an editor numbers them). */
export function describeRuns(runs: readonly [number, number][]): string {
  const parts = runs.map(([a, b]) => (a === b ? `${a + 1}` : `${a + 1}\u2013${b + 1}`));
  if (parts.length === 0) return "";
  const single = parts.length === 1 && runs[0][0] === runs[0][1];
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
  return `${single ? "line" : "lines"} ${list}`;
}

/** What the focus is on, read from the builder's markup around `target` (undefined outside any rule). */
export function focusOf(target: Element): LuaFocus | undefined {
  const rule = target.closest<HTMLElement>("[data-rule-id]");
  const ruleId = rule?.dataset.ruleId;
  if (!rule || !ruleId) return undefined;
  const block = target.closest<HTMLElement>("[data-block]");
  if (block && rule.contains(block)) {
    const kind = block.dataset.blockKind === "condition" ? "condition" : "effect";
    return { ruleId, blockId: block.dataset.block, kind, label: block.getAttribute("aria-label") ?? "" };
  }
  const group = target.closest<HTMLElement>("[data-block-group]");
  if (group && rule.contains(group)) return { ruleId, blockId: group.dataset.blockGroup, kind: "group", label: group.getAttribute("aria-label") ?? "" };
  return { ruleId, label: rule.getAttribute("aria-label") ?? "" };
}

/** A tiny store of the focus, so that only the Lua panel re-renders when it moves. */
export interface LuaFocusStore {
  get(): LuaFocus | undefined;
  set(next: LuaFocus | undefined): void;
  subscribe(listener: () => void): () => void;
}

export function luaFocusStore(): LuaFocusStore {
  let current: LuaFocus | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (next?.ruleId === current?.ruleId && next?.blockId === current?.blockId && next?.label === current?.label) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
