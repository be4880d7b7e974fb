// Editing one number of an item's config record (edition values, deck starting values): the
// other keys, including any a newer file holds, stay as they are.

/** `config` with `key` set to `value`, or removed when `value` is undefined; undefined when nothing is left. */
export function withConfigValue<T extends object>(config: T | undefined, key: keyof T & string, value: number | undefined): T | undefined {
  const next: Record<string, unknown> = { ...(config ?? {}) };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return Object.keys(next).length === 0 ? undefined : (next as T);
}

/** "+3" / "-1" / "0": a change shown with its sign. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
