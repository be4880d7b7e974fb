import { lazy, Suspense, useSyncExternalStore } from "react";
import { answerConfirm, confirmStore } from "./confirmStore";

// The dialog (and the modal under it) loads the first time something asks for confirmation.
const ConfirmDialog = lazy(() => import("./ConfirmDialog").then((m) => ({ default: m.ConfirmDialog })));

/** Mounted once by the app: shows the request at the head of the confirm() queue. */
export function ConfirmHost() {
  const request = useSyncExternalStore(confirmStore.subscribe, confirmStore.getSnapshot, confirmStore.getSnapshot);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog key={request.id} request={request} onAnswer={(answer) => answerConfirm(request.id, answer)} />
    </Suspense>
  );
}
