// The Block action of a group row: a confirm dialog that says what happens to the students, the delete call, then
// a message. A refusal (students without a parent account still in it) stays in the dialog, translated.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText } from '@abacus/admin-kit';
import { toast } from '@abacus/shared';
import { useDeleteGroup } from '../api/delete-group';

export function GroupBlockAction({ group }: { group: { id: number; name: string } }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const remove = useDeleteGroup();
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(group.id, {
      onSuccess: () => {
        setOpen(false);
        toast('success', t('lists.groupBlock.done', { name: group.name }));
      },
    });
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen(true)}>
        {t('lists.block.action')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('lists.groupBlock.title')}
          confirmLabel={t('lists.block.confirm')}
          onConfirm={confirm}
          onCancel={close}
          pending={remove.isPending}
          error={remove.isError ? failureText(remove.error, t) : undefined}
        >
          <p>{t('lists.groupBlock.question', { name: group.name })}</p>
          <p className="staff-muted">{t('lists.groupBlock.explained')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
