// A defensive copy of untrusted data: only JSON values survive, keys that could reach a prototype
// are dropped, over-long strings and over-deep nesting are cut. Every cut is a problem, so an
// import can refuse the file while a restore can still keep the rest.
import type { NormaliseContext } from "./context";
import type { PathPart } from "./jsonPath";
import { FORBIDDEN_KEYS, MAX_DEPTH, MAX_STRING_CHARS } from "./limits";

/** Containers copied before the rest is cut: a bound on pathological (shared or cyclic) input. */
const MAX_NODES = 20_000_000;

export function cloneJson(value: unknown, ctx: NormaliseContext): unknown {
  let nodes = 0;
  const ancestors = new Set<object>();

  // one path, extended and shortened as the walk goes (copied only for a problem's report)
  const path: PathPart[] = [];
  const problem = (message: string) => ctx.problem([...path], message);

  const visit = (current: unknown): unknown => {
    switch (typeof current) {
      case "string":
        if (current.length > MAX_STRING_CHARS) {
          problem(`text longer than ${MAX_STRING_CHARS / (1024 * 1024)} MB`);
          return "";
        }
        return current;
      case "number":
        // -0 would come back from a save as 0; make it 0 now so a round trip is exact.
        if (Object.is(current, -0)) return 0;
        return Number.isFinite(current) ? current : null;
      case "boolean":
        return current;
      case "object":
        break;
      default:
        return undefined;
    }
    if (current === null) return null;
    if (path.length > MAX_DEPTH) {
      problem(`nested more than ${MAX_DEPTH} levels deep`);
      return null;
    }
    if (ancestors.has(current) || ++nodes > MAX_NODES) {
      problem("structure is cyclic or too large");
      return null;
    }
    ancestors.add(current);
    try {
      if (Array.isArray(current)) {
        const out: unknown[] = new Array(current.length);
        for (let i = 0; i < current.length; i += 1) {
          path.push(i);
          out[i] = visit(current[i]) ?? null;
          path.pop();
        }
        return out;
      }
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(current)) {
        path.push(key);
        if (FORBIDDEN_KEYS.has(key)) {
          problem(`forbidden key "${key}"`);
          path.pop();
          continue;
        }
        const copied = visit((current as Record<string, unknown>)[key]);
        path.pop();
        if (copied !== undefined) out[key] = copied;
      }
      return out;
    } finally {
      ancestors.delete(current);
    }
  };

  return visit(value);
}

/**
 * cloneJson for a value JSON.parse has just made and no one else holds (an imported file's
 * text): the same cuts and the same problems, made in place rather than on a copy. Such a value
 * holds only JSON values, shares no object and has no cycle, so nothing else needs checking; an
 * import of a 2 MB project no longer copies every object and array of it.
 */
export function sanitiseParsedJson(value: unknown, ctx: NormaliseContext): unknown {
  let nodes = 0;
  const path: PathPart[] = [];
  const problem = (message: string) => ctx.problem([...path], message);

  /** The value to keep in place of `current` (itself, fixed in place, unless it is cut). */
  const visit = (current: unknown): unknown => {
    if (typeof current === "string") {
      if (current.length > MAX_STRING_CHARS) {
        problem(`text longer than ${MAX_STRING_CHARS / (1024 * 1024)} MB`);
        return "";
      }
      return current;
    }
    if (typeof current === "number") return Object.is(current, -0) ? 0 : Number.isFinite(current) ? current : null;
    if (typeof current !== "object" || current === null) return current;
    if (path.length > MAX_DEPTH) {
      problem(`nested more than ${MAX_DEPTH} levels deep`);
      return null;
    }
    if (++nodes > MAX_NODES) {
      problem("structure is cyclic or too large");
      return null;
    }
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i += 1) {
        const item = current[i];
        // strings and booleans pass unchanged: only the rest is visited
        if (typeof item === "object" || typeof item === "number" || (typeof item === "string" && item.length > MAX_STRING_CHARS)) {
          path.push(i);
          current[i] = visit(item);
          path.pop();
        }
      }
      return current;
    }
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      path.push(key);
      if (FORBIDDEN_KEYS.has(key)) {
        problem(`forbidden key "${key}"`);
        delete record[key];
      } else {
        const item = record[key];
        if (typeof item === "object" || typeof item === "number" || (typeof item === "string" && item.length > MAX_STRING_CHARS)) record[key] = visit(item);
      }
      path.pop();
    }
    return current;
  };

  return visit(value);
}
