import { describe, expect, it } from "vitest";
import { authorDisplay, COMMIT_CATEGORIES, COMMIT_TYPES, parseCommitMessage, parsePriority, relativeTime, splitAuthors, splitLines } from "../../../domain/model";

describe("spec 3: 'The author list is displayed joined by comma and space; if empty the display is Anonymous'", () => {
  it("joins with ', '", () => expect(authorDisplay(["Ann", "Bob"])).toBe("Ann, Bob"));
  it("shows Anonymous when empty", () => {
    expect(authorDisplay([])).toBe("Anonymous");
    expect(authorDisplay(["  "])).toBe("Anonymous");
  });
});

describe("spec 5: 'Authors: split on commas, trimmed, empties dropped. Dependencies, conflicts, provides: split on new lines, trimmed, empties dropped.'", () => {
  it("splits authors", () => expect(splitAuthors(" Ann ,, Bob,  ")).toEqual(["Ann", "Bob"]));
  it("splits lines (any newline style)", () => {
    expect(splitLines("Steamodded (>=1.0.0~BETA-0827c)\r\n\n  Talisman (>=2.3.0)  \rCryptid")).toEqual([
      "Steamodded (>=1.0.0~BETA-0827c)", "Talisman (>=2.3.0)", "Cryptid",
    ]);
  });
  it("keeps commas inside a dependency line", () => expect(splitLines("A, B")).toEqual(["A, B"]));
});

describe("spec 5: 'Priority: integers only; empty becomes 0; non-numeric input ignored'", () => {
  it("parses integers, negative too ('Negative loads first, positive last')", () => {
    expect(parsePriority("12", 0)).toBe(12);
    expect(parsePriority("-3", 0)).toBe(-3);
  });
  it("empty becomes 0", () => expect(parsePriority("  ", 7)).toBe(0));
  it("non-numeric and non-integer input is ignored (previous value kept)", () => {
    expect(parsePriority("abc", 7)).toBe(7);
    expect(parsePriority("1.5", 7)).toBe(7);
    expect(parsePriority("1e3", 7)).toBe(7);
  });
});

describe("spec 9: relative time", () => {
  const now = new Date("2026-06-13T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("'under 60 s just now'", () => {
    expect(relativeTime(ago(0), now)).toBe("just now");
    expect(relativeTime(ago(59_999), now)).toBe("just now");
  });
  it("'under 1 hour Nm ago'", () => {
    expect(relativeTime(ago(60_000), now)).toBe("1m ago");
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe("59m ago");
  });
  it("'under 1 day Nh ago'", () => {
    expect(relativeTime(ago(3_600_000), now)).toBe("1h ago");
    expect(relativeTime(ago(23.9 * 3_600_000), now)).toBe("23h ago");
  });
  it("'under 30 days Nd ago'", () => {
    expect(relativeTime(ago(86_400_000), now)).toBe("1d ago");
    expect(relativeTime(ago(29.9 * 86_400_000), now)).toBe("29d ago");
  });
  it("'otherwise a locale date'", () => {
    const old = ago(30 * 86_400_000);
    expect(relativeTime(old, now, "en-GB")).toBe(old.toLocaleDateString("en-GB"));
  });
});

describe("spec 5: 'Commit message parsed as type, optional scope in parentheses, colon, text, case-insensitive; only known types recognised'", () => {
  it("parses type and text", () => expect(parseCommitMessage("feat: add decks")).toEqual({ type: "feat", text: "add decks" }));
  it("parses a scope", () => expect(parseCommitMessage("fix(export): quote names")).toEqual({ type: "fix", scope: "export", text: "quote names" }));
  it("is case-insensitive", () => expect(parseCommitMessage("PERF: faster")).toEqual({ type: "perf", text: "faster" }));
  it("uses the first line only (spec 3 'message (first line; type prefix removed if it matches)')", () => {
    expect(parseCommitMessage("docs: readme\n\nlong body")).toEqual({ type: "docs", text: "readme" });
  });
  it("does not recognise unknown types and keeps the message whole", () => {
    expect(parseCommitMessage("wip: stuff")).toEqual({ text: "wip: stuff" });
    expect(parseCommitMessage("Merge pull request #1")).toEqual({ text: "Merge pull request #1" });
  });
  it("spec 3 categories: feat Feature, fix Fix, docs Docs, chore Chore, style Style, refactor Refactor, test Test, perf Performance", () => {
    expect(COMMIT_TYPES.map((t) => [t, COMMIT_CATEGORIES[t].label])).toEqual([
      ["feat", "Feature"], ["fix", "Fix"], ["docs", "Docs"], ["chore", "Chore"], ["style", "Style"], ["refactor", "Refactor"], ["test", "Test"], ["perf", "Performance"],
    ]);
    for (const t of COMMIT_TYPES) {
      expect(COMMIT_CATEGORIES[t].colour).toMatch(/^#[0-9a-fA-F]{6}$/);
      expect(COMMIT_CATEGORIES[t].icon).not.toBe("");
    }
  });
});
