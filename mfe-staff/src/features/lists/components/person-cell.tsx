// Who a row is: the full name (a link to their profile), then the e-mail and phone to reach them; a blocked user
// is said to be blocked in words, not by the row's red alone (WCAG 1.4.1).
import type { ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { RouteLink } from '@/components/route-link';

interface Person {
  id?: number;
  first_name: string;
  last_name: string;
  middle_name?: string;
  email?: string;
  phone_number?: string | null;
  is_active?: boolean;
}

export const personName = (p: Pick<Person, 'first_name' | 'last_name' | 'middle_name'>) =>
  [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' ');

/** An e-mail that wraps before its @ first ("dmytro.savchuk" / "@demo.school"), not inside a word. */
function breakableEmail(email: string): ReactNode {
  const at = email.indexOf('@');
  return at > 0 ? (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  ) : (
    email
  );
}

export function PersonCell({ person, children }: { person: Person; children?: ReactNode }) {
  const { t } = useTranslation('staff');
  return (
    <div className="staff-person">
      {person.is_active === false && <span className="staff-person__blocked">{t('lists.blockedBadge')}</span>}
      {person.id === undefined ? (
        <strong className="staff-person__name">{personName(person)}</strong>
      ) : (
        <RouteLink to={`/dashboard/profile/${person.id}`} className="staff-person__name staff-link">
          <strong>{personName(person)}</strong>
        </RouteLink>
      )}
      {person.email && <span className="staff-person__contact">{breakableEmail(person.email)}</span>}
      {person.phone_number && (
        // A number reads left to right in Hebrew too ("+380...", not "380...+").
        <a className="staff-person__contact" href={`tel:${person.phone_number}`} dir="ltr">
          {person.phone_number}
        </a>
      )}
      {children}
    </div>
  );
}
