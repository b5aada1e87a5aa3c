// Spec 002 "Homework editor": "A confirm modal warns that after re-saving a task, students who completed it will have
// the puzzle closed and must redo it". It names them.
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog } from '@abacus/admin-kit';

interface Props {
  students: readonly string[];
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ResaveDialog({ students, pending, error, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('staff');
  return (
    <ConfirmDialog
      title={t('homeworkEditor.resave.title')}
      confirmLabel={t('homeworkEditor.resave.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
      error={error}
    >
      <p>{t('homeworkEditor.resave.finished')}</p>
      <ul className="hw-students" data-testid="finished-students">
        {students.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two students may share a name
          <li key={i}>{name}</li>
        ))}
      </ul>
      <p>{t('homeworkEditor.resave.warning')}</p>
    </ConfirmDialog>
  );
}
