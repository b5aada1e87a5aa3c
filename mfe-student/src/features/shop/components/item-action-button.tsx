import { useTranslation } from '@abacus/shared/i18n-react';
import { Link, useLocation } from '@abacus/shared/router';
import { indigoText } from '@/lib/indigo';
import { itemAction } from '../model/item-action';
import { shortfall } from '../model/shortfall';
import { withTab } from '../model/tabs';
import type { ShopItem } from '../model/types';

export interface ItemActions {
  readOnly: boolean;
  /** The child's balance ("18.50"), once known: what they cannot afford shows how much is missing instead of Buy. */
  balance: string | undefined;
  /** The item being bought now, if any. */
  pendingId: number | undefined;
  onBuy: (item: ShopItem) => void;
}

interface Props extends ItemActions {
  item: ShopItem;
  /** Called when "bought" leads away to Purchased (the preview closes). */
  onLeave?: () => void;
}

/**
 * Buy (or, when the balance is short, how much is missing); "bought", which leads to Purchased; a disabled "coming
 * soon"; nothing for souvenirs.
 */
export function ItemActionButton({ item, readOnly, balance, pendingId, onBuy, onLeave }: Props) {
  const { t } = useTranslation('student');
  const { search } = useLocation();
  switch (itemAction(item)) {
    case 'buy': {
      // Only the student buys: a parent or a teacher looking on sees no Buy at all (issue 9).
      if (readOnly) return null;
      const missing = shortfall(item.price, balance);
      if (missing !== null) {
        return (
          <p className="shop-action shop-action--missing" data-testid="shop-missing">
            {t('shop.actions.missing', { amount: indigoText(missing) })}
          </p>
        );
      }
      return (
        <button
          type="button"
          className="ui-btn ui-btn--accent shop-action"
          disabled={pendingId !== undefined}
          aria-busy={pendingId === item.id}
          onClick={() => onBuy(item)}
        >
          {t('shop.actions.buy')}
        </button>
      );
    }
    case 'bought':
      return (
        <Link
          className="ui-btn ui-btn--ghost shop-action"
          to={{ search: withTab(search, 'purchased') }}
          onClick={onLeave}
        >
          ✓ {t('shop.actions.bought')}
        </Link>
      );
    case 'comingSoon':
      return (
        <button type="button" className="ui-btn shop-action shop-action--soon" disabled>
          {t('shop.actions.comingSoon')}
        </button>
      );
    default:
      return null;
  }
}
