import { describe, expect, it, vi } from "vitest";
import { emptyProject } from "../../../../domain/model";
import { createSound } from "../../../../domain/model/itemFactory";
import { projectSummary, totalItems } from "../../../../src/pages/overview/projectSummary";
import { COMMITS_ACCEPT, COMMITS_URL, fetchCommits, loadCommitFeed } from "../../../../src/services/commits/commitFeed";
import { toCommitFeed } from "../../../../src/services/commits/commitFeedItems";

describe("project summary", () => {
  it("counts every list of the project", () => {
    const project = { ...emptyProject(), sounds: [createSound({ id: "a" }), createSound({ id: "b" })] };
    const rows = projectSummary(project);
    expect(rows.map((r) => r.list).sort()).toEqual(
      ["boosters", "consumableSets", "consumables", "customRarities", "decks", "editions", "enhancements", "jokers", "seals", "sounds", "vouchers"]);
    expect(rows.find((r) => r.list === "sounds")).toMatchObject({ count: 2, to: "/sounds", label: "Sounds" });
    expect(rows.find((r) => r.list === "jokers")).toMatchObject({ count: 0, to: "/jokers" });
    expect(totalItems(rows)).toBe(2);
  });
});

const RAW = [
  {
    sha: "0123456789abcdef", html_url: "https://github.com/x/commit/0123456",
    commit: { message: "Fix(export): zip names\n\nbody", author: { name: "Jay", date: "2025-01-02T03:04:05Z" } },
    author: { login: "jay-h", avatar_url: "https://a/1.png" },
  },
  { sha: "fedcba9876543210", html_url: "u2", commit: { message: "Initial commit", author: { name: "Solo", date: "d" } }, author: null },
  { sha: "abc", commit: { message: "unknown: thing" } },
];

describe("commit feed", () => {
  it("keeps 7 characters of the hash, the first line without a known type, login else name", () => {
    expect(toCommitFeed(RAW)).toEqual([
      { sha: "0123456", message: "zip names", type: "fix", author: "jay-h", date: "2025-01-02T03:04:05Z", url: "https://github.com/x/commit/0123456", avatarUrl: "https://a/1.png" },
      { sha: "fedcba9", message: "Initial commit", author: "Solo", date: "d", url: "u2" },
      { sha: "abc", message: "unknown: thing", author: "", date: "", url: "" },
    ]);
    expect(toCommitFeed({ message: "rate limited" })).toEqual([]);
    expect(toCommitFeed([null, 3, "x"])).toEqual([]);
  });

  it("asks for 8 commits of page 1 with the v3 media type", async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(RAW), { status: 200 }));
    const commits = await fetchCommits(undefined, fetcher as unknown as typeof fetch);
    expect(commits).toHaveLength(3);
    expect(COMMITS_URL).toBe("https://api.github.com/repos/Jayd-H/joker-forge/commits?per_page=8&page=1");
    expect(fetcher).toHaveBeenCalledWith(COMMITS_URL, expect.objectContaining({ headers: { Accept: "application/vnd.github.v3+json" } }));
    expect(COMMITS_ACCEPT).toBe("application/vnd.github.v3+json");
  });

  it("gives no items for an empty list or an answer that is not a list", async () => {
    for (const body of ["[]", JSON.stringify({ message: "rate limited" })]) {
      const fetcher = vi.fn(async () => new Response(body, { status: 200 }));
      await expect(fetchCommits(undefined, fetcher as unknown as typeof fetch)).resolves.toEqual([]);
    }
  });

  it("throws 'GitHub API error: {status}' on non-OK, and the feed swallows it into []", async () => {
    const fetcher = vi.fn(async () => new Response("nope", { status: 403 }));
    await expect(fetchCommits(undefined, fetcher as unknown as typeof fetch)).rejects.toThrow("GitHub API error: 403");
    // swallowed silently: nothing reaches the console
    const spies = (["warn", "error", "log", "info", "debug"] as const).map((level) => vi.spyOn(console, level).mockImplementation(() => {}));
    await expect(loadCommitFeed(undefined, fetcher as unknown as typeof fetch)).resolves.toEqual([]);
    const offline = vi.fn(async () => { throw new TypeError("Failed to fetch"); });
    await expect(loadCommitFeed(undefined, offline as unknown as typeof fetch)).resolves.toEqual([]);
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });
});
