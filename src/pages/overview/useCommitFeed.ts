import { useEffect, useRef, useState } from "react";
import { loadCommitFeed, type CommitFeedItem } from "../../services/commits/commitFeed";

export interface CommitFeedState {
  loading: boolean;
  commits: CommitFeedItem[];
}

/**
 * The commit feed, requested once per mount. StrictMode runs effects twice on a mount; the
 * request lives in a ref that survives that replay, so the second run re-attaches to the same
 * request instead of sending another one.
 */
export function useCommitFeed(load: () => Promise<CommitFeedItem[]> = loadCommitFeed): CommitFeedState {
  const [state, setState] = useState<CommitFeedState>({ loading: true, commits: [] });
  const request = useRef<Promise<CommitFeedItem[]> | null>(null);
  useEffect(() => {
    let active = true;
    request.current ??= load();
    request.current.then((commits) => {
      if (active) setState({ loading: false, commits });
    });
    return () => { active = false; };
  }, [load]);
  return state;
}
