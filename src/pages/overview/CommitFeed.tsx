import { lazy, Suspense } from "react";
import { Icon } from "../../components/icons/Icon";
import { useCommitFeed } from "./useCommitFeed";

export const PLACEHOLDER_COUNT = 4;

// Only a feed with commits needs the rows and badges; until they load the placeholders stay.
const CommitList = lazy(() => import("./CommitList").then((m) => ({ default: m.CommitList })));

function Placeholders() {
  return (
    <ul aria-busy="true" aria-label="Loading commits" className="mt-4 flex flex-col gap-2">
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
        <li key={i} data-testid="commit-placeholder" className="flex animate-pulse flex-col gap-2 rounded-lg border-2 border-edge/30 bg-felt-dark/40 px-3 py-3">
          <span className="h-3.5 w-1/3 rounded bg-panel-light/70" />
          <span className="h-4 w-5/6 rounded bg-panel-light/70" />
          <span className="h-3 w-1/4 rounded bg-panel-light/70" />
        </li>
      ))}
    </ul>
  );
}

/** "Track Development": the project's latest commits, each linking to GitHub. */
export function CommitFeed() {
  const { loading, commits } = useCommitFeed();
  return (
    <section aria-labelledby="track-development" className="jf-panel p-5">
      <h2 id="track-development" className="flex items-center gap-2 text-xl font-black text-white">
        <Icon name="code" className="h-5 w-5 text-chips" />Track Development
      </h2>
      <p className="mt-1 text-sm text-zinc-400">The latest changes to Joker Forge itself.</p>
      {loading ? (
        <Placeholders />
      ) : commits.length === 0 ? (
        <p className="mt-4 rounded-lg border-2 border-dashed border-edge/60 px-3 py-6 text-center font-bold text-zinc-400">Unable to load commits</p>
      ) : (
        <Suspense fallback={<Placeholders />}>
          <CommitList commits={commits} />
        </Suspense>
      )}
    </section>
  );
}
