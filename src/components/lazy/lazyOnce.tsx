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

/**
 * `load` run once: every call gives the same promise, which also hands its value to `onLoad`. A
 * failed load (offline after an update) is tried again on the next call.
 */
export function loadOnce<T>(load: () => Promise<T>, onLoad?: (value: T) => void): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().then((value) => {
      onLoad?.(value);
      return value;
    }, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

export function lazyOnce<P extends object>(load: () => Promise<ComponentType<P>>): LazyOnce<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = loadOnce(load, (Component) => { loaded = Component; });
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
