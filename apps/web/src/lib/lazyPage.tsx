import { createElement, use, type ComponentType } from 'react';
import { readable } from './readable.ts';

export interface LazyPage<P extends object = object> {
  Page: ComponentType<P>;
  /** Starts loading the page's code; resolves once it is in. */
  preload: () => Promise<void>;
}

/**
 * A page whose code loads on first use, as with React.lazy, but which renders at once when its
 * code is already in: the public site preloads the page it opens on beside its texts, so the
 * pre-rendered HTML gives way to the page without a spinner in between.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= readable(
      load().then((module) => {
        component = module.default;
      }),
    ));
  function Page(props: P) {
    use(preload());
    return createElement(component!, props);
  }
  return { Page, preload };
}
