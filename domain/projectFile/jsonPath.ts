// JSON paths for messages: $.jokers[3].rules[0].trigger
export type PathPart = string | number;

export function formatPath(parts: readonly PathPart[]): string {
  return parts.reduce<string>((path, part) => {
    if (typeof part === "number") return `${path}[${part}]`;
    return /^[A-Za-z_$][\w$]*$/.test(part) ? `${path}.${part}` : `${path}[${JSON.stringify(part)}]`;
  }, "$");
}
