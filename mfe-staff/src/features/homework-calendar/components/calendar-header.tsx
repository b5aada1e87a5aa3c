// Whose calendar it is, what it is for, the way back to the profile (and a student's group calendar) and the
// training video.
import { useTranslation } from '@abacus/shared/i18n-react';
import { RouteLink } from '@/components/route-link';
import type { TargetInfo } from '../api/get-calendar-target';
import { type CalendarTarget, calendarPath } from '../model/calendar-target';

interface Props {
  target: CalendarTarget;
  info: TargetInfo;
  slide: number;
  onHowItWorks: () => void;
}

export function CalendarHeader({ target, info, slide, onHowItWorks }: Props) {
  const { t } = useTranslation('staff');
  const profile = target.kind === 'group' ? `/dashboard/group/${target.id}` : `/dashboard/profile/${target.id}`;
  return (
    <header className="hw-calendar__header">
      <div className="hw-calendar__who">
        <h2 className="staff-page__title">{info.name}</h2>
        <p className="staff-page__lead">{t(`homeworkCalendar.lead.${target.kind}`)}</p>
      </div>
      <p className="staff-page__links">
        <RouteLink to={profile}>
          {t(target.kind === 'group' ? 'homeworkCalendar.toGroupProfile' : 'homeworkCalendar.toProfile')}
        </RouteLink>
        {info.group && (
          <RouteLink to={calendarPath({ kind: 'group', id: info.group.id }, slide)}>
            {t('homeworkCalendar.toGroupCalendar', { name: info.group.name })}
          </RouteLink>
        )}
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onHowItWorks}>
          {t('homeworkCalendar.howItWorks')}
        </button>
      </p>
    </header>
  );
}
