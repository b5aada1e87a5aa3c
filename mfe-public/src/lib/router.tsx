// The public site's routing: five pages do not need a router library, and leaving react-router out
// keeps the first load of / within its budget (Module Federation cannot tree-shake a shared library).
import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useUrl } from '@abacus/shared';

export const useLocation = useUrl;

/** single-spa patches the history API: other remotes and the shell see the change. */
export function go(to: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
}

export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    go(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}

export function Redirect({ to }: { to: string }) {
  useEffect(() => go(to, { replace: true }), [to]);
  return null;
}
