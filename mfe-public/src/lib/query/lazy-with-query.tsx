// A lazy modal or page that brings TanStack Query and its provider along. The landing page itself does not
// load them: TanStack Query (@abacus/shared/query) is a shared singleton, loaded whole (about 10 KB gzipped), and the first
// load of / has no room for it (docs/decisions.md "Bundle size").
import { lazy, type ComponentType } from 'react';

export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { QueryProvider }] = await Promise.all([load(), import('./query-provider')]);
    // biome-ignore lint/correctness/noComponentHookFactories: made once, when the lazy chunk has loaded, never during a render
    const WithQuery = (props: P) => (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
    return { default: WithQuery };
  });
}
