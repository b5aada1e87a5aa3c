// What a card shows for the price (spec 000 section 4): souvenirs none, price 0 a Free label.
import { indigoText, isZero } from '@/lib/indigo';
import type { ShopItem } from './types';

export type PriceLabel = { kind: 'none' } | { kind: 'free' } | { kind: 'price'; text: string };

export function priceLabel(item: Pick<ShopItem, 'category' | 'price'>): PriceLabel {
  if (item.category === 'SOUVENIR' || item.price === null) return { kind: 'none' };
  if (isZero(item.price)) return { kind: 'free' };
  return { kind: 'price', text: indigoText(item.price) };
}
