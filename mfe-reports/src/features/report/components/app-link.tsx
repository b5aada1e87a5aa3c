// A link inside the composed app (a profile, the student's dashboard, another franchise's report): a plain click
// moves through the shell's router, a click with a modifier key or the middle button opens a tab as any link does.
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '@abacus/shared';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to: string;
}

export function AppLink({ to, onClick, className = 'report-link', ...rest }: Props) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} className={className} {...rest} />;
}
