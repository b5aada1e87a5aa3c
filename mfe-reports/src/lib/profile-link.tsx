// A link to a staff profile (/dashboard/profile/{id}, the staff remote's page): a plain click moves through the
// shell's router, a click with a modifier key or the middle button opens a tab as any link does.
import type { MouseEvent, ReactNode } from 'react';
import { navigate } from '@abacus/shared';

export function ProfileLink({
  id,
  children,
  className = 'history-link',
}: {
  id: number;
  children: ReactNode;
  className?: string;
}) {
  const to = `/dashboard/profile/${id}`;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={follow} className={className}>
      {children}
    </a>
  );
}
