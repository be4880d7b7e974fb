// What normalising a raw project found: repairs (counted, so a file with 200 jokers lacking a
// field gives one line, not 200), problems (things that had to be dropped; an import refuses the
// file on the first one) and rule kinds the catalog does not know (kept, and reported).
import { formatPath, type PathPart } from "./jsonPath";

export interface Problem { path: string; message: string }

export interface UnknownRuleKind {
  kind: "trigger" | "condition" | "effect";
  id: string;
  /** How many times it occurs. */
  count: number;
  /** JSON paths of the first few items that use it. */
  items: string[];
}

const MAX_UNKNOWN_ITEMS = 5;

export class NormaliseContext {
  readonly problems: Problem[] = [];
  private readonly repairCounts = new Map<string, number>();
  private readonly unknownKinds = new Map<string, UnknownRuleKind>();

  repair(message: string): void {
    this.repairCounts.set(message, (this.repairCounts.get(message) ?? 0) + 1);
  }

  problem(path: readonly PathPart[], message: string): void {
    this.problems.push({ path: formatPath(path), message });
  }

  unknownRuleKind(kind: UnknownRuleKind["kind"], id: string, itemPath: readonly PathPart[]): void {
    const key = `${kind}:${id}`;
    const entry = this.unknownKinds.get(key) ?? { kind, id, count: 0, items: [] };
    entry.count += 1;
    const where = formatPath(itemPath);
    if (entry.items.length < MAX_UNKNOWN_ITEMS && !entry.items.includes(where)) entry.items.push(where);
    this.unknownKinds.set(key, entry);
  }

  repairs(): string[] {
    return [...this.repairCounts].map(([message, count]) => (count > 1 ? `${message} (${count} times)` : message));
  }

  unknownRuleKinds(): UnknownRuleKind[] {
    return [...this.unknownKinds.values()];
  }
}
