// The overview's "Track Development" feed: the project's latest commits from the public GitHub
// API (spec section 7). Failures never surface as errors: the feed is simply empty (section 8).
import { parseCommitMessage, type CommitType } from "../../../domain/model/commitMessage";

export const COMMITS_URL = "https://api.github.com/repos/Jayd-H/joker-forge/commits?per_page=8&page=1";
export const COMMITS_ACCEPT = "application/vnd.github.v3+json";
export const SHORT_SHA_LENGTH = 7;

export interface CommitFeedItem {
  sha: string;
  /** First line of the message, without its type prefix when the type is a known one. */
  message: string;
  type?: CommitType;
  author: string;
  date: string;
  url: string;
  avatarUrl?: string;
}

/** The fields the feed reads from one entry of GitHub's list-commits response. */
interface GitHubCommit {
  sha?: unknown;
  html_url?: unknown;
  commit?: { message?: unknown; author?: { name?: unknown; date?: unknown } | null } | null;
  author?: { login?: unknown; avatar_url?: unknown } | null;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Maps the API's JSON to feed items; anything that is not a list gives no items. */
export function toCommitFeed(json: unknown): CommitFeedItem[] {
  if (!Array.isArray(json)) return [];
  return json.filter((entry): entry is GitHubCommit => typeof entry === "object" && entry !== null).map((entry) => {
    const parsed = parseCommitMessage(text(entry.commit?.message));
    const avatarUrl = text(entry.author?.avatar_url);
    return {
      sha: text(entry.sha).slice(0, SHORT_SHA_LENGTH),
      message: parsed.text,
      ...(parsed.type ? { type: parsed.type } : {}),
      author: text(entry.author?.login) || text(entry.commit?.author?.name),
      date: text(entry.commit?.author?.date),
      url: text(entry.html_url),
      ...(avatarUrl ? { avatarUrl } : {}),
    };
  });
}

/** Throws 'GitHub API error: {status}' on a non-OK answer; callers turn any failure into []. */
export async function fetchCommits(signal?: AbortSignal, fetcher: typeof fetch = fetch): Promise<CommitFeedItem[]> {
  const response = await fetcher(COMMITS_URL, { headers: { Accept: COMMITS_ACCEPT }, signal });
  if (!response.ok) throw new Error(`GitHub API error: ${response.status}`);
  return toCommitFeed(await response.json());
}

/** The feed, or [] on any failure (logged as a warning, never shown). */
export async function loadCommitFeed(signal?: AbortSignal, fetcher: typeof fetch = fetch): Promise<CommitFeedItem[]> {
  try {
    return await fetchCommits(signal, fetcher);
  } catch (error) {
    if (!signal?.aborted) console.warn("Commit feed unavailable:", error instanceof Error ? error.message : error);
    return [];
  }
}
