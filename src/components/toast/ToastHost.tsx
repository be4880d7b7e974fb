import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastStore } from "./toastStore";

// The toast UI loads with the first toast, keeping it out of the first-load bundle.
const Toaster = lazy(() => import("./Toaster").then((m) => ({ default: m.Toaster })));

/** Mounted once by the app. */
export function ToastHost() {
  const count = useSyncExternalStore(toastStore.subscribe, () => toastStore.getSnapshot().length);
  if (count === 0) return null;
  return <Suspense fallback={null}><Toaster /></Suspense>;
}
