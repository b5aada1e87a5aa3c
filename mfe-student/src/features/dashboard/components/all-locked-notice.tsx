import { useTranslation } from '@abacus/shared/i18n-react';
import type { ViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { useLessonGroups } from '../api/get-lesson-groups';
import { allLocked } from '../model/group-state';

/**
 * A child in a group whose teacher has opened no lesson yet sees every group Locked: say why (a tester's child in a
 * group met "Locked 0/4" everywhere and taps that did nothing, while a child without a group is told). A parent or
 * the staff viewing the child are told in their own words (a parent's pass met the same silence).
 */
export function AllLockedNotice({ viewed }: { viewed: ViewedStudent }) {
  const { t } = useTranslation('student');
  const groups = useLessonGroups(viewed.studentId).data;
  const { viewer } = viewed;
  if (!groups || !allLocked(groups)) return null;
  if (viewed.readOnly)
    return (
      <p className="dashboard-notice" role="note" data-testid="all-locked-notice">
        {t('dashboard.allLockedViewer')}
      </p>
    );
  if (viewer.role !== 'student' || viewer.group === null) return null;
  return (
    <p className="dashboard-notice" role="note" data-testid="all-locked-notice">
      {t('dashboard.allLocked')}
    </p>
  );
}
