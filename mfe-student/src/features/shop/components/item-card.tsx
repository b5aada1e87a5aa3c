import { ItemActionButton, type ItemActions } from './item-action-button';
import { ItemArt } from './item-art';
import { PriceTag } from './price-tag';
import type { ShopItem } from '../model/types';

interface Props extends ItemActions {
  item: ShopItem;
  onOpen: (item: ShopItem) => void;
}

export function ItemCard({ item, onOpen, ...actions }: Props) {
  return (
    <li
      className={`shop-card${item.is_purchased ? ' shop-card--owned' : ''}`}
      data-testid="shop-item"
      data-item-id={item.id}
    >
      <button type="button" className="shop-card__open" onClick={() => onOpen(item)}>
        <ItemArt item={item} className="shop-card__art" />
        <span className="shop-card__name">{item.name}</span>
      </button>
      <div className="shop-card__foot">
        <PriceTag item={item} />
        <ItemActionButton item={item} {...actions} />
      </div>
    </li>
  );
}
