// The "homework Assign" column of the student and group lists (spec 002 section 2 "Lists"): the row's homework
// calendar, for the staff (parents and students never reach the staff area: the shell sends them to theirs).
import { useTranslation } from '@abacus/shared/i18n-react';
import { isStaff } from '@abacus/shared';
import { RouteLink } from '@/components/route-link';
import { useViewer } from '@/lib/session/use-viewer';

export function HomeworkLink({ target }: { target: { user: number } | { group: number } }) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  if (!isStaff(viewer.role)) return <span className="staff-muted">—</span>;
  const to =
    'group' in target ? `/dashboard/group/${target.group}/homework` : `/dashboard/profile/${target.user}/homework`;
  return (
    <RouteLink to={to} className="ui-btn ui-btn--ghost staff-action">
      {t('lists.actions.assignHomework')}
    </RouteLink>
  );
}
