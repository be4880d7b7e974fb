// The commit rows with their category badges. Loaded once commits arrive (CommitFeed.tsx): offline
// the feed shows only placeholders and 'Unable to load commits', which need none of this.
import { COMMIT_CATEGORIES } from "../../../domain/model/commitMessage";
import { relativeTime } from "../../../domain/model/relativeTime";
import { Icon } from "../../components/icons/Icon";
import type { CommitFeedItem } from "../../services/commits/commitFeed";
import { CommitIcon } from "./commitIcons";

function shownDate(date: string, now: Date): string {
  const when = new Date(date);
  return Number.isNaN(when.getTime()) ? "" : relativeTime(when, now);
}

function CommitRow({ commit, now }: { commit: CommitFeedItem; now: Date }) {
  const category = commit.type ? COMMIT_CATEGORIES[commit.type] : undefined;
  return (
    <li>
      <a href={commit.url} target="_blank" rel="noopener noreferrer" data-testid="commit"
        className="group flex flex-col gap-1.5 rounded-lg border-2 border-edge/40 bg-felt-dark/50 px-3 py-2.5 hover:border-chips hover:bg-felt-dark">
        <span className="flex flex-wrap items-center gap-2 text-xs">
          {category && commit.type && (
            <span data-testid="commit-type" className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-black uppercase tracking-wide text-white"
              style={{ backgroundColor: category.colour }}>
              <CommitIcon type={commit.type} />{category.label}
            </span>
          )}
          <code data-testid="commit-sha" className="rounded bg-black/40 px-1.5 py-0.5 font-mono text-zinc-300">{commit.sha}</code>
          <span className="ml-auto flex items-center gap-1 text-zinc-500 group-hover:text-chips">
            <Icon name="external" className="h-3.5 w-3.5" />
          </span>
        </span>
        <span data-testid="commit-message" className="line-clamp-2 font-bold text-zinc-100">{commit.message}</span>
        <span className="text-xs text-zinc-400">
          <span data-testid="commit-author">{commit.author}</span>
          <span aria-hidden="true"> · </span>
          <time data-testid="commit-date" dateTime={commit.date}>{shownDate(commit.date, now)}</time>
        </span>
      </a>
    </li>
  );
}

export function CommitList({ commits }: { commits: CommitFeedItem[] }) {
  const now = new Date();
  return (
    <ul className="mt-4 flex flex-col gap-2">
      {commits.map((commit, i) => <CommitRow key={`${commit.sha}-${i}`} commit={commit} now={now} />)}
    </ul>
  );
}
