import { useTranslation } from '@abacus/shared/i18n-react';
import { StudentCharacter } from '@/lib/character/exposed';
import { balanceText } from '@/lib/indigo';
import type { PurchasedItem } from '../model/types';

interface Props {
  /** What the character wears; undefined while the purchases load (a bare default figure showed meanwhile). */
  worn: readonly PurchasedItem[] | undefined;
  /** The i$ balance; undefined while it loads, or when it could not be read (`balanceFailed`). */
  balance?: string;
  balanceFailed: boolean;
  onHistory: () => void;
}

/** The character as it is dressed now, the i$ balance and the way to the transaction history. */
export function ShopHeader({ worn, balance, balanceFailed, onHistory }: Props) {
  const { t } = useTranslation('student');
  const figure = balance !== undefined ? balanceText(balance) : balanceFailed ? '—' : '…';
  return (
    <header className="shop-head">
      {worn ? (
        <StudentCharacter items={worn} size={168} label={t('shop.character')} />
      ) : (
        <div className="shop-head__figure-wait" aria-hidden="true" data-testid="shop-figure-wait" />
      )}
      <div className="shop-head__info">
        <h1 className="shop-head__title">{t('shop.title')}</h1>
        <p className="shop-balance" data-testid="shop-balance">
          <span className="shop-balance__label">{t('shop.balance.label')}</span>
          <bdi className="shop-money" data-testid="shop-balance-amount">
            {figure}
          </bdi>
        </p>
        <button type="button" className="ui-btn ui-btn--ghost shop-head__history" onClick={onHistory}>
          {t('shop.balance.history')}
        </button>
      </div>
    </header>
  );
}
