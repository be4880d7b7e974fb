// A component whose code loads on demand, once: a preload and the first render share the one load.
// Once the code is there, a new mount renders it directly, in its own render (through lazy() it
// would first suspend for a microtask and then render at retry priority, in 5 ms slices). The
// choice is made once per mount: switching a mounted lazy one to the direct path on a later render
// would be another element type to React, which would remount it and lose its state and focus.
import { lazy, Suspense, useState, type ComponentType } from "react";

export type LazyOnce<P extends object> = ComponentType<P> & {
  /** Starts loading the code (or gives the load under way); a failed load is tried again next time. */
  preload: () => Promise<ComponentType<P>>;
};

export function lazyOnce<P extends object>(load: () => Promise<ComponentType<P>>): LazyOnce<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= load().then((Component) => {
      loaded = Component;
      return Component;
    }, (error: unknown) => {
      loading = undefined; // a failed load (offline after an update) is tried again on the next open
      throw error;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function OnDemand(props: P) {
    const [Direct] = useState(() => loaded);
    if (Direct) return <Direct {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  OnDemand.preload = preload;
  return OnDemand;
}

/** Starts loading a component's code when it is a lazyOnce one (others are loaded already). */
export function preloadComponent(Component: unknown): Promise<unknown> {
  const preload = (Component as Partial<LazyOnce<object>>).preload;
  return typeof preload === "function" ? preload() : Promise.resolve();
}
