import type { UseQueryResult } from '@abacus/shared/query';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { PurchasedItem } from '../model/types';
import { ItemArt } from './item-art';
import { ListState } from '@/components/list-state';

interface Props {
  query: UseQueryResult<PurchasedItem[]>;
  readOnly: boolean;
  /** An activation or deactivation is on its way. */
  busy: boolean;
  onToggle: (purchased: PurchasedItem) => void;
}

/** The Purchased tab: every owned item, each activated or not. */
export function PurchasedList({ query, readOnly, busy, onToggle }: Props) {
  const { t } = useTranslation('student');
  return (
    <ListState query={query} emptyText={t('shop.empty.purchased')} testId="shop">
      {(owned) => (
        <ul className="shop-grid" data-testid="shop-purchased">
          {owned.map((purchased) => (
            <li
              key={purchased.id}
              className={`shop-card${purchased.is_activated ? ' shop-card--active' : ''}`}
              data-testid="shop-purchased-item"
              data-item-id={purchased.item.id}
            >
              <div className="shop-card__open shop-card__open--static">
                <span className="shop-card__art-box">
                  <ItemArt
                    item={purchased.item}
                    file={purchased.file || purchased.item.file}
                    className="shop-card__art"
                  />
                  {purchased.is_activated && <span className="shop-card__badge">✓ {t('shop.activated')}</span>}
                </span>
                <span className="shop-card__name">{purchased.item.name}</span>
              </div>
              {/* Only the student wears and takes off: a viewer sees the items, not the switch (issue 9). */}
              {!readOnly && (
                <div className="shop-card__foot">
                  <button
                    type="button"
                    className={`ui-btn shop-action${purchased.is_activated ? ' ui-btn--ghost' : ''}`}
                    disabled={busy}
                    onClick={() => onToggle(purchased)}
                  >
                    {t(purchased.is_activated ? 'shop.actions.deactivate' : 'shop.actions.activate')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}
