// The Block action of a list row: a confirm dialog, the delete call, then the spec's message (spec 002 section 4:
// the user is blocked and is unlocked in the Restore section). A failure stays in the dialog. A student's dialog
// has the price step first (the admin kit's StudentBlockDialog).
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText, StudentBlockDialog } from '@abacus/admin-kit';
import { toast } from '@abacus/shared';

import { useBlockUser, useRefreshStaffLists } from '../api/block-user';
import { personName } from './person-cell';

interface Person {
  id: number;
  first_name: string;
  last_name: string;
  middle_name?: string;
  is_active: boolean;
}

/** `student`: the dialog with the price step and the deactivation month. */
export function BlockAction({ person, student = false }: { person: Person; student?: boolean }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const block = useBlockUser();
  const refreshLists = useRefreshStaffLists();
  if (!person.is_active) return null;
  const name = personName(person);
  const close = () => {
    setOpen(false);
    block.reset();
  };
  const confirm = () =>
    block.mutate(person.id, {
      onSuccess: () => {
        setOpen(false);
        toast('success', t('lists.block.done', { name }));
      },
    });
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen(true)}>
        {t('lists.block.action')}
      </button>
      {open && student && <StudentBlockDialog id={person.id} name={name} onClose={close} onChanged={refreshLists} />}
      {open && !student && (
        <ConfirmDialog
          title={t('lists.block.title')}
          confirmLabel={t('lists.block.confirm')}
          onConfirm={confirm}
          onCancel={close}
          pending={block.isPending}
          error={block.isError ? failureText(block.error, t) : undefined}
        >
          <p>{t('lists.block.question', { name })}</p>
          <p className="staff-muted">{t('lists.block.explained')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
