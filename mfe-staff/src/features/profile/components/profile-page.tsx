// /dashboard/profile/{id|me} (spec 002 section 2 "Profile screen"): the user's form by role, its tabs, what the
// viewer may not change disabled, the student's To cabinet link. A profile that cannot be loaded is the 404 page.
import { useParams } from '@abacus/shared/router';
import { useTranslation } from '@abacus/shared/i18n-react';
import { NotFoundPage, Spinner } from '@abacus/shared';
import { RouteLink } from '@/components/route-link';
import { formatDate } from '@/lib/dates/format-date';
import { useStaffProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

export function ProfilePage({ me = false }: { me?: boolean }) {
  const { t } = useTranslation('staff');
  const param = useParams().id;
  const id = me ? 'me' : (param ?? '');
  const valid = id === 'me' || /^\d{1,9}$/.test(id);
  const profile = useStaffProfile(valid ? id : 'invalid');
  if (!valid || profile.isError) return <NotFoundPage />;
  if (!profile.data) return <Spinner label={t('common:loading')} />;
  const p = profile.data;
  const name = `${p.last_name} ${p.first_name}`.trim() || p.email;
  return (
    <section className="staff-page">
      <h2 className="staff-page__title">
        {name} <span className="staff-page__role">{t(`profile.roles.${p.role}`)}</span>
      </h2>
      <p className="staff-page__links">
        {!p.is_active && (
          <span className="staff-page__blocked">
            {t('profile.blocked', { date: p.date_deactivated ? formatDate(p.date_deactivated) : '' })}
          </span>
        )}
        {p.role === 'student' && (
          <RouteLink to={`/dashboard-student/main?read_only=${p.id}&from=Dashboard+Profile`}>
            {t('profile.toCabinet')}
          </RouteLink>
        )}
        {p.group && (
          <RouteLink to={`/dashboard/group/${p.group.id}`}>{t('profile.group', { name: p.group.name })}</RouteLink>
        )}
      </p>
      <ProfileForm key={p.id} id={id} profile={p} />
    </section>
  );
}
