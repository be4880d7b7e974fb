// GitHub's list-commits answer as feed items. Loaded by fetchCommits only when commits arrive.
import { parseCommitMessage } from "../../../domain/model/commitMessage";
import { SHORT_SHA_LENGTH, type CommitFeedItem } from "./commitFeed";

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
