import { type ComponentType, lazy } from 'react';

export type PreloadableLazy<P extends object> = {
  Component: ComponentType<P>;
  /** Loads the module (and whatever it prepares) so the next render shows it without suspending. */
  preload: () => Promise<void>;
};

/**
 * React.lazy whose module can be loaded before its first render. A pre-rendered page must hydrate from the
 * same tree the server rendered: if its lazy parts suspended, React would keep the server's HTML and
 * hydrate them later, in another pass. Once preloaded, the lazy gets a thenable that resolves at once
 * (React.lazy accepts any thenable), so the first render is complete.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  const Component = lazy(() => {
    const component = loaded;
    if (!component) return preload().then(() => ({ default: loaded as ComponentType<P> }));
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves synchronously, on purpose (above)
      then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    };
    return settled as Promise<{ default: ComponentType<P> }>;
  });
  return { Component, preload };
}
