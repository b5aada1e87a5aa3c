import type { UseQueryResult } from '@abacus/shared/query';
import { useTranslation } from '@abacus/shared/i18n-react';
import { itemsOfTab, type CatalogueTab } from '../model/tabs';
import type { ShopItem } from '../model/types';
import type { ItemActions } from './item-action-button';
import { ItemCard } from './item-card';
import { ListState } from '@/components/list-state';

interface Props extends ItemActions {
  query: UseQueryResult<ShopItem[]>;
  tab: CatalogueTab;
  onOpen: (item: ShopItem) => void;
}

export function ItemGrid({ query, tab, onOpen, ...actions }: Props) {
  const { t } = useTranslation('student');
  return (
    <ListState query={query} rows={(items) => itemsOfTab(items, tab)} emptyText={t('shop.empty.items')} testId="shop">
      {(items) => (
        <ul className="shop-grid" data-testid="shop-items">
          {items.map((item) => (
            <ItemCard key={item.id} item={item} onOpen={onOpen} {...actions} />
          ))}
        </ul>
      )}
    </ListState>
  );
}
