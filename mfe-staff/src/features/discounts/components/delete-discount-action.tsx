// Deleting a discount asks "Are you sure you want to delete?" (spec 002 section 5 "Other").
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ConfirmDialog, failureText } from '@abacus/admin-kit';
import { toast } from '@abacus/shared';
import { type DiscountRow, useDeleteDiscount } from '../api/discounts';

export function DeleteDiscountAction({ row }: { row: DiscountRow }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  const remove = useDeleteDiscount();
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <button type="button" className="ui-btn ui-btn--ghost staff-action" onClick={() => setOpen(true)}>
        {t('discounts.delete')}
      </button>
      {open && (
        <ConfirmDialog
          title={t('discounts.deleteTitle')}
          confirmLabel={t('discounts.delete')}
          pending={remove.isPending}
          error={remove.isError ? failureText(remove.error, t) : undefined}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(row.id, {
              onSuccess: () => {
                close();
                toast('success', t('discounts.deleted'));
              },
            })
          }
        >
          <p>{t('discounts.deleteQuestion')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
