// "Priority: integers only; empty becomes 0; non-numeric input ignored." (spec section 5)

/** The priority for typed `input`; `previous` is kept when the input is not an integer. */
export function parsePriority(input: string, previous: number): number {
  const text = input.trim();
  if (text === "") return 0;
  if (!/^[+-]?\d+$/.test(text)) return previous;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : previous;
}
