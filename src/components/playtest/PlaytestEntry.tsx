// The Playtest entry point (an item's card, the rule builder): the panel and the Lua VM it starts
// load on demand, so neither the first visit nor the builder's own chunk carries them.
import { lazy, Suspense } from "react";

const PlaytestPanel = lazy(() => import("./PlaytestPanel"));

export function PlaytestView({ itemId, onClose }: { itemId: string; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <PlaytestPanel itemId={itemId} onClose={onClose} />
    </Suspense>
  );
}
