import { useId, type ReactNode } from 'react';
import { Link } from '@abacus/shared/router';

interface Props {
  title: string;
  text: string;
  action: string;
  to: string;
  icon: ReactNode;
  testId: string;
}

/** A dashboard card leading to another page (History statistics, payments). */
export function OpenCard({ title, text, action, to, icon, testId }: Props) {
  const titleId = useId();
  return (
    <section className="open-card" data-testid={testId} aria-label={title}>
      <span className="open-card__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="open-card__body">
        <h2 className="open-card__title" id={titleId}>
          {title}
        </h2>
        <p className="open-card__text">{text}</p>
      </div>
      <Link className="ui-btn open-card__action" to={to} aria-describedby={titleId}>
        {action}
      </Link>
    </section>
  );
}
