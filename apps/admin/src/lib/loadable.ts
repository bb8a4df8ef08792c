import { type ComponentType, createElement, type ReactNode, useEffect, useReducer } from 'react';

export type Loadable<P> = ComponentType<P> & { preload: () => Promise<void> };

// A component whose code loads on first use, like React.lazy, but without Suspense: React 19
// holds back the content of a Suspense boundary until 300 ms after its fallback was shown (the
// throttled reveal), so every lazy chunk behind Suspense cost a first screen up to 300 ms even
// when it arrived in 50 (docs/performance.md, first screens). A loadable shows `fallback` while
// its module loads and its content as soon as the module is there; a load error is thrown at
// render, for the error boundary above (a stale chunk reloads the page, chunk-error-boundary.tsx).
export const loadable = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): Loadable<P> => {
  let component: ComponentType<P> | undefined;
  let error: unknown;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (c) => {
        component = c;
      },
      (e: unknown) => {
        error = e;
      },
    ));
  const Loaded = (props: P) => {
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    const ready = component !== undefined;
    // Started during render so the request leaves with the render, not after the commit.
    if (!ready && error === undefined) void preload();
    // A render that showed the fallback renders again once the module is there (at once if it
    // arrived between the render and this effect).
    useEffect(() => {
      if (!ready) void preload().then(loaded);
    }, [ready]);
    if (error !== undefined) throw error;
    return component ? createElement(component, props) : fallback;
  };
  return Object.assign(Loaded, { preload });
};
