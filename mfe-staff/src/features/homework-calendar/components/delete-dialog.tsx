// Delete a day's homework after the admin kit's confirm; a failure stays in the dialog.
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog } from '@abacus/admin-kit';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { toast } from '@abacus/shared';
import { useDeleteHomework } from '../api/delete-homework';
import { homeworkErrorText } from './error-text';

export function DeleteDialog({
  homework,
  month,
  onClose,
}: {
  homework: HomeworkSummary;
  month: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const remove = useDeleteHomework();
  const confirm = () =>
    remove.mutate(homework.id, {
      onSuccess: () => {
        toast('success', t('homeworkCalendar.delete.done'));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={t('homeworkCalendar.delete.title')}
      confirmLabel={t('homeworkCalendar.actions.delete')}
      onConfirm={confirm}
      onCancel={onClose}
      pending={remove.isPending}
      error={remove.error ? homeworkErrorText(remove.error, t) : undefined}
    >
      <p>{t('homeworkCalendar.delete.question', { order: homework.order, month })}</p>
    </ConfirmDialog>
  );
}
