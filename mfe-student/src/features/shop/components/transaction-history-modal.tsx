import type { UseQueryResult } from '@abacus/shared/query';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Modal, Spinner } from '@abacus/shared';
import { timestampToDottedTime } from '@/lib/dates';
import { isNegative, signedIndigoText } from '@/lib/indigo';
import { transactionLabel, type TransactionLabel } from '../model/transaction-label';
import type { Balance } from '../model/types';

interface Props {
  query: UseQueryResult<Balance>;
  timeZone?: string;
  onClose: () => void;
}

/** The i$ ledger, newest first: date, signed amount (green in, red out), what it was for. */
export function TransactionHistoryModal({ query, timeZone, onClose }: Props) {
  const { t } = useTranslation('student');
  const labelText = (label: TransactionLabel) => ('text' in label ? label.text : t(label.key, label.values ?? {}));
  return (
    <Modal title={t('shop.history.title')} onClose={onClose} testId="shop-history">
      {query.isPending && <Spinner label={t('common:loading')} />}
      {query.isError && (
        <p className="ui-form-error" role="alert">
          {t('shop.history.error')}
        </p>
      )}
      {query.data && query.data.txns.length === 0 && <p className="shop-empty">{t('shop.history.empty')}</p>}
      {query.data && query.data.txns.length > 0 && (
        <table className="shop-history">
          <thead>
            <tr>
              <th scope="col">{t('shop.history.date')}</th>
              <th scope="col">{t('shop.history.amount')}</th>
              <th scope="col">{t('shop.history.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.txns.map((txn) => (
              <tr key={txn.id} data-testid="shop-txn">
                <td className="shop-history__date">
                  {/* day and time are two unbreakable parts: on a phone the time goes under the day */}
                  <DayAndTime text={timestampToDottedTime(txn.modified, timeZone)} />
                </td>
                <td className={`shop-history__amount shop-history__amount--${isNegative(txn.amount) ? 'out' : 'in'}`}>
                  <bdi className="shop-money">{signedIndigoText(txn.amount)}</bdi>
                </td>
                <td className="shop-history__reason">{labelText(transactionLabel(txn))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}

/** "dd.MM.yyyy HH:mm" as two unbreakable parts with a breakable space between them. */
function DayAndTime({ text }: { text: string }) {
  const [day, time] = text.split(' ');
  if (!time) return <bdi>{text}</bdi>;
  return (
    <>
      <bdi>{day}</bdi> <bdi>{time}</bdi>
    </>
  );
}
