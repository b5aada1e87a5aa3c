import { useTranslation } from '@abacus/shared/i18n-react';
import { priceLabel } from '../model/price';
import type { ShopItem } from '../model/types';

/** "12 i$", a Free label at 0, nothing for souvenirs. */
export function PriceTag({ item }: { item: Pick<ShopItem, 'category' | 'price'> }) {
  const { t } = useTranslation('student');
  const label = priceLabel(item);
  if (label.kind === 'none') return null;
  if (label.kind === 'free') return <span className="shop-price shop-price--free">{t('shop.price.free')}</span>;
  return <bdi className="shop-price shop-money">{label.text}</bdi>;
}
