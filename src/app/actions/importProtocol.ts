// The import worker's answer, in pieces: the project without its lists first, then each list in
// slices of a few items, then "done". Each message is a task of its own on the page, so taking a
// 4 MB project back from the worker (a structured clone per message) never holds the main thread
// in one long task. The worker also reads the project back as JSON once (the form the command
// log records), so the page does not have to redo that for the replace.
import type { ImportReport, ImportResult } from "../../../domain/projectFile";
import type { Project } from "../../../domain/model";

export type ImportMessage =
  | { kind: "failed"; reason: string }
  | { kind: "start"; top: Record<string, unknown>; lists: Record<string, number>; report: ImportReport }
  | { kind: "items"; list: string; items: unknown[] }
  | { kind: "done" };

/** Characters of items per message: each message is cloned (and then frozen) in one task. */
export const SLICE_CHARS = 256 * 1024;

function sizeOf(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (typeof value !== "object" || value === null) return 8;
  let total = 16;
  for (const item of Array.isArray(value) ? value : Object.values(value)) total += sizeOf(item);
  return total;
}

/** Cuts an import result into messages (the worker side). */
export function* importMessages(result: ImportResult): Generator<ImportMessage> {
  if (!result.ok) {
    yield { kind: "failed", reason: result.reason };
    return;
  }
  const project = JSON.parse(JSON.stringify(result.project)) as Record<string, unknown>;
  const top: Record<string, unknown> = {};
  const lists: Record<string, number> = {};
  for (const [key, value] of Object.entries(project)) {
    if (Array.isArray(value)) lists[key] = value.length;
    else top[key] = value;
  }
  yield { kind: "start", top, lists, report: result.report };
  for (const list of Object.keys(lists)) {
    const items = project[list] as unknown[];
    let slice: unknown[] = [];
    let chars = 0;
    for (const item of items) {
      slice.push(item);
      chars += sizeOf(item);
      if (chars >= SLICE_CHARS) {
        yield { kind: "items", list, items: slice };
        slice = [];
        chars = 0;
      }
    }
    if (slice.length > 0) yield { kind: "items", list, items: slice };
  }
  yield { kind: "done" };
}

function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Array.isArray(value) ? value : Object.values(value)) deepFreeze(child);
}

/**
 * Puts the messages back together (the page side). Items are frozen as they arrive, as the store
 * would freeze them, so the replace does not walk the whole project again in one task.
 */
export function createImportAssembler() {
  let failed: string | null = null;
  let top: Record<string, unknown> | null = null;
  let report: ImportReport | null = null;
  const lists = new Map<string, unknown[]>();
  let expected: Record<string, number> = {};
  return {
    /** Takes one message; returns the result once the last one has come. */
    take(message: ImportMessage): ImportResult | null {
      switch (message.kind) {
        case "failed":
          failed = message.reason;
          return { ok: false, reason: failed };
        case "start":
          top = message.top;
          report = message.report;
          expected = message.lists;
          for (const list of Object.keys(message.lists)) lists.set(list, []);
          return null;
        case "items": {
          deepFreeze(message.items);
          lists.get(message.list)?.push(...message.items);
          return null;
        }
        case "done": {
          if (!top || !report) return { ok: false, reason: "$: the import worker sent no project" };
          for (const [list, count] of Object.entries(expected)) {
            if ((lists.get(list)?.length ?? 0) !== count) return { ok: false, reason: `$.${list}: the import worker sent ${lists.get(list)?.length ?? 0} of ${count} items` };
          }
          const project = { ...top } as Record<string, unknown>;
          for (const [list, items] of lists) project[list] = items;
          return { ok: true, project: project as unknown as Project, report };
        }
      }
    },
  };
}
