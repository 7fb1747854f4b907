// A part of a page below the fold whose code is its own chunk, kept out of the first load. The server
// (and a client navigation) loads it before rendering, so the HTML is complete. On the first page
// load the browser hydrates it once its code has arrived; until then React keeps the server's HTML.
import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from 'react';

type Loader<P> = () => Promise<ComponentType<P>>;

const preloaders = new Set<() => Promise<void>>();

/** Loads the code of every deferred part defined so far. */
export async function preloadDeferredParts(): Promise<void> {
  await Promise.all([...preloaders].map((preload) => preload()));
}

export function deferredPart<P extends object>(load: Loader<P>): ComponentType<P & { fallback?: ReactNode }> {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  preloaders.add(preload);
  // A loaded part resolves at once (React.lazy reads a thenable that calls back synchronously), so
  // rendering it never suspends.
  const Lazy = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType<P> }>)
      : load().then((component) => ({ default: (loaded = component) })),
  );
  return function DeferredPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as unknown as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
