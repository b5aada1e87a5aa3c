import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { itemAction } from '../model/item-action';
import { withTab } from '../model/tabs';
import type { ShopItem } from '../model/types';

export interface ItemActions {
  readOnly: boolean;
  /** The item being bought now, if any. */
  pendingId: number | undefined;
  onBuy: (item: ShopItem) => void;
}

interface Props extends ItemActions {
  item: ShopItem;
  /** Called when "bought" leads away to Purchased (the preview closes). */
  onLeave?: () => void;
}

/** Buy; "bought", which leads to Purchased; a disabled "coming soon"; nothing for souvenirs. */
export function ItemActionButton({ item, readOnly, pendingId, onBuy, onLeave }: Props) {
  const { t } = useTranslation('student');
  const { search } = useLocation();
  switch (itemAction(item)) {
    case 'buy':
      return (
        <button
          type="button"
          className="ui-btn ui-btn--accent shop-action"
          disabled={readOnly || pendingId !== undefined}
          aria-busy={pendingId === item.id}
          onClick={() => onBuy(item)}
        >
          {t('shop.actions.buy')}
        </button>
      );
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
