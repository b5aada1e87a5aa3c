import { useTranslation } from '@abacus/shared/i18n-react';
import type { ViewedStudent } from '@/lib/viewed-student/use-viewed-student';

/**
 * A self-registered child has no group yet, so every lesson group says Locked: say why and what happens next.
 * Shown to the child only; staff and parents see the group (or its absence) elsewhere.
 */
export function NoGroupNotice({ viewed }: { viewed: ViewedStudent }) {
  const { t } = useTranslation('student');
  const { viewer } = viewed;
  if (viewed.readOnly || viewer.role !== 'student' || viewer.group !== null) return null;
  return (
    <p className="dashboard-notice" role="note" data-testid="no-group-notice">
      {t('dashboard.noGroup')}
    </p>
  );
}
