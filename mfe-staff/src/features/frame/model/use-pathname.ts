import { useSyncExternalStore } from 'react';

/** The current path, following every navigation (works outside this remote's router too). */
export function usePathname(): string {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('popstate', onChange);
      window.addEventListener('single-spa:routing-event', onChange);
      return () => {
        window.removeEventListener('popstate', onChange);
        window.removeEventListener('single-spa:routing-event', onChange);
      };
    },
    () => window.location.pathname,
  );
}
