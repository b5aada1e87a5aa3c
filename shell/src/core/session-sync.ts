// Another tab of this browser signed out, or in as someone else: this tab follows at once. A parent signed out in
// one tab while another still showed the child's pages, whose next calls went without a token and failed as "could
// not be loaded" (the 401 interceptor ends only the session still in use, and there was none).
import { clearStoredSession, session$, TOKEN_KEY } from '@abacus/shared';

interface Deps {
  goTo: (url: string) => void;
  /** A full load of a URL: another person's session needs every remote's state dropped. */
  reload: (url: string) => void;
  storage?: Storage;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Follows the stored token as other tabs change it; returns the stop. */
export function followOtherTabs({ goTo, reload, storage = localStorage, target = window }: Deps): () => void {
  const changed = (event: StorageEvent) => {
    if (event.storageArea !== storage || (event.key !== TOKEN_KEY && event.key !== null)) return;
    const token = storage.getItem(TOKEN_KEY);
    const mine = session$.getValue()?.token ?? null;
    if (token === mine) return;
    if (token === null) {
      clearStoredSession(storage);
      goTo('/');
    } else {
      reload('/');
    }
  };
  target.addEventListener('storage', changed);
  return () => target.removeEventListener('storage', changed);
}
