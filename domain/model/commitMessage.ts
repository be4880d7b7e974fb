// Commit feed messages (spec sections 3 and 5): "Commit message parsed as type, optional scope in
// parentheses, colon, text, case-insensitive; only known types recognised."

export const COMMIT_TYPES = ["feat", "fix", "docs", "chore", "style", "refactor", "test", "perf"] as const;
export type CommitType = (typeof COMMIT_TYPES)[number];

export interface CommitCategory { label: string; colour: string; icon: string }

/** Label per type from the spec; colour and icon name are our choice (the spec does not give them). */
export const COMMIT_CATEGORIES: Record<CommitType, CommitCategory> = {
  feat: { label: "Feature", colour: "#4BC292", icon: "sparkles" },
  fix: { label: "Fix", colour: "#fe5f55", icon: "wrench" },
  docs: { label: "Docs", colour: "#009dff", icon: "book-open" },
  chore: { label: "Chore", colour: "#666665", icon: "cog" },
  style: { label: "Style", colour: "#b26cbb", icon: "paint-brush" },
  refactor: { label: "Refactor", colour: "#f5a623", icon: "arrow-path" },
  test: { label: "Test", colour: "#14b8a6", icon: "beaker" },
  perf: { label: "Performance", colour: "#eab308", icon: "bolt" },
};

export interface ParsedCommitMessage {
  type?: CommitType;
  scope?: string;
  /** The first line, with the type prefix removed when it matched. */
  text: string;
}

const PATTERN = /^([a-z]+)(?:\(([^)]*)\))?:\s*(.*)$/i;

export function parseCommitMessage(message: string): ParsedCommitMessage {
  const firstLine = message.split(/\r?\n/)[0] ?? "";
  const match = PATTERN.exec(firstLine);
  const type = match?.[1].toLowerCase();
  if (!match || !(COMMIT_TYPES as readonly string[]).includes(type ?? "")) return { text: firstLine };
  return { type: type as CommitType, ...(match[2] !== undefined ? { scope: match[2] } : {}), text: match[3] };
}
