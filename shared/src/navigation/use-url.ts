import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
};
const snapshot = () => `${window.location.pathname}${window.location.search}`;

/**
 * The current path and query, following every navigation in any remote (no router needed). Hydration reads the URL
 * as it is: the prerendered page is hydrated only at the URL it was rendered for.
 */
export function useUrl(): { pathname: string; search: string } {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const query = href.indexOf('?');
  return query < 0 ? { pathname: href, search: '' } : { pathname: href.slice(0, query), search: href.slice(query) };
}
