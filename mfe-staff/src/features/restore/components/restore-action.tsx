// The Restore action of a row: the restore modal with the required choice (spec 002 section 5 "Other": OK is
// disabled until it is made), and, for the super franchise on a staff row, Restore with hierarchy.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText } from '@abacus/admin-kit';
import { toast } from '@abacus/shared';
import { useViewer } from '@/lib/session/use-viewer';
import type { RestoreRow } from '../api/get-restore-list';
import { useRestoreHierarchy } from '../api/restore-user';
import { personName } from '../model/person-name';
import { RestoreDialog } from './restore-dialog';

export function RestoreAction({ row }: { row: RestoreRow }) {
  const { t } = useTranslation('staff');
  const viewer = useViewer();
  const [open, setOpen] = useState<'one' | 'tree' | null>(null);
  const withTree = viewer.role === 'super_franchise' && ['master_franchise', 'franchise', 'teacher'].includes(row.role);
  return (
    <span className="staff-actions">
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen('one')}>
        {t('restore.action')}
      </button>
      {withTree && (
        <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen('tree')}>
          {t('restore.hierarchy')}
        </button>
      )}
      {open === 'one' && <RestoreDialog row={row} onClose={() => setOpen(null)} />}
      {open === 'tree' && <HierarchyDialog row={row} onClose={() => setOpen(null)} />}
    </span>
  );
}

function HierarchyDialog({ row, onClose }: { row: RestoreRow; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const restore = useRestoreHierarchy(row.id);
  const name = personName(row);
  return (
    <ConfirmDialog
      title={t('restore.hierarchyTitle')}
      confirmLabel={t('restore.hierarchy')}
      danger={false}
      pending={restore.isPending}
      error={restore.isError ? failureText(restore.error, t) : undefined}
      onCancel={onClose}
      onConfirm={() =>
        restore.mutate(undefined, {
          onSuccess: ({ count }) => {
            toast('success', t('restore.hierarchyDone', { name, count }));
            onClose();
          },
        })
      }
    >
      <p>{t('restore.hierarchyQuestion', { name })}</p>
    </ConfirmDialog>
  );
}
