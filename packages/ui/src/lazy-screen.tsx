import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code loads the first time it is shown, or ahead of that with `preload`: the build's
 * prerender and a prerendered page's hydration load the URL's screens first, so their first render is the
 * screen itself, exactly as in the HTML, never a loading fallback.
 */
export interface LazyScreen {
  Component: ComponentType;
  preload: () => Promise<void>;
}

/**
 * `load` is the screen module's `import()` (a literal import, so the bundler gives the module a chunk of its
 * own) and `name` the component it exports.
 */
export function lazyScreen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Screen() {
    // Loaded already (ahead, or by an earlier visit): render it at once, without suspending.
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return { Component: Screen, preload };
}
