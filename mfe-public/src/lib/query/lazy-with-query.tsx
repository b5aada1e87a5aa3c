// A lazy modal or page that brings TanStack Query and its provider along. The landing page itself does not
// load them: TanStack Query (@abacus/shared/query) is a shared singleton, loaded whole (about 10 KB gzipped), and the first
// load of / has no room for it (docs/decisions.md "Bundle size").
import { lazy, type ComponentType } from 'react';
import { withRetry } from '@abacus/shared/lazy-retry';

const queryProviderCode = withRetry(() => import('./query-provider'));

/** `load` is tried again when its download fails (@abacus/shared/lazy-retry), as the query provider is. */
export function lazyWithQuery<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = withRetry(load);
  return lazy(async () => {
    const [Component, { QueryProvider }] = await Promise.all([code(), queryProviderCode()]);
    // biome-ignore lint/correctness/noComponentHookFactories: made once, when the lazy chunk has loaded, never during a render
    const WithQuery = (props: P) => (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
    return { default: WithQuery };
  });
}
