// The overview's "Track Development" feed: the project's latest commits from the public GitHub
// API (spec section 7). Failures never surface as errors: the feed is simply empty (section 8).
// Mapping the answer (commitFeedItems.ts) loads only when commits arrive: offline, or on an
// empty answer, the overview never needs it.
import type { CommitType } from "../../../domain/model/commitMessage";

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

/** Throws 'GitHub API error: {status}' on a non-OK answer; callers turn any failure into []. */
export async function fetchCommits(signal?: AbortSignal, fetcher: typeof fetch = fetch): Promise<CommitFeedItem[]> {
  const response = await fetcher(COMMITS_URL, { headers: { Accept: COMMITS_ACCEPT }, signal });
  if (!response.ok) throw new Error(`GitHub API error: ${response.status}`);
  const json: unknown = await response.json();
  if (!Array.isArray(json) || json.length === 0) return [];
  const { toCommitFeed } = await import("./commitFeedItems");
  return toCommitFeed(json);
}

/** The feed, or [] on any failure, silently (the spec: the error's text is swallowed; the overview says 'Unable to load commits'). */
export async function loadCommitFeed(signal?: AbortSignal, fetcher: typeof fetch = fetch): Promise<CommitFeedItem[]> {
  try {
    return await fetchCommits(signal, fetcher);
  } catch {
    return [];
  }
}
