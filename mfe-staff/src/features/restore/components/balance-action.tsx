// The balance modal of the restore screen (spec 002 "Restore screen": a balance modal): a blocked student's i$
// balance opens their ledger, newest first, so whoever restores them sees what they will find.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { failureText } from '@abacus/admin-kit';
import { Modal, Spinner } from '@abacus/shared';
import { formatDate } from '@/lib/dates/format-date';
import { useBalance } from '@/lib/indigo/get-balance';

export function BalanceAction({ id, balance, name }: { id: number; balance: string; name: string }) {
  const { t } = useTranslation('staff');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ui-btn ui-btn--ghost staff-action"
        onClick={() => setOpen(true)}
        aria-label={t('restore.balance.open', { name, balance })}
      >
        <span dir="ltr">{balance} i$</span>
      </button>
      {open && (
        <Modal title={t('restore.balance.title', { name })} onClose={() => setOpen(false)} testId="balance-dialog">
          <Ledger id={id} />
        </Modal>
      )}
    </>
  );
}

function Ledger({ id }: { id: number }) {
  const { t } = useTranslation('staff');
  const ledger = useBalance(id);
  if (ledger.isPending) return <Spinner label={t('common:loading')} />;
  if (ledger.isError) {
    return (
      <p className="admin-form__error" role="alert">
        {failureText(ledger.error, t)}
      </p>
    );
  }
  const { balance, txns } = ledger.data;
  return (
    <div className="restore-ledger">
      <p>
        {t('restore.balance.now')} <strong dir="ltr">{balance} i$</strong>
      </p>
      {txns.length === 0 ? (
        <p className="staff-muted">{t('restore.balance.empty')}</p>
      ) : (
        <ul className="restore-ledger__list">
          {txns.slice(0, 50).map((txn) => (
            <li key={txn.id} className="restore-ledger__item">
              <span className="staff-muted">{formatDate(txn.modified)}</span>
              <strong dir="ltr">{`${txn.amount.startsWith('-') ? '' : '+'}${txn.amount} i$`}</strong>
              <span>{txn.item?.name ?? (txn.reason || t(`restore.balance.kinds.${txn.kind}`))}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
