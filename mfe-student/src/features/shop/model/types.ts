// Shapes of the shop calls (docs/api-contracts.md "Shop" and "i$ ledger"). Amounts are exact decimal strings.

export const SHOP_CATEGORIES = [
  'HERO',
  'BACKGROUND',
  'FACE',
  'SOUVENIR',
  'CAP',
  'PANTS',
  'TRANSPORTS',
  'DEVICES',
  'ANIMALS',
  'ACCESSORIES',
] as const;
export type ShopCategory = (typeof SHOP_CATEGORIES)[number];
export type ShopStatus = 'AVAILABLE' | 'COMING_SOON' | 'DEPRECATED';

export interface ShopItem {
  id: number;
  name: string;
  description: string;
  file: string;
  additional_file: string | null;
  style_tag: string;
  /** i$, e.g. "12.00"; null for souvenirs. */
  price: string | null;
  category: ShopCategory;
  status: ShopStatus;
  is_purchased: boolean;
}

export interface PurchasedItem {
  id: number;
  is_activated: boolean;
  file: string;
  item: ShopItem;
}

/** POST eshop/items/{id}/purchase: the new purchase and the balance after it. */
export type PurchaseResult = PurchasedItem & { balance: string };

/** What a ledger row is for; the history words each kind itself, except 'manual'. */
export type TransactionKind = 'purchase' | 'puzzle' | 'homework_task' | 'bonus' | 'manual';

export interface Transaction {
  id: number;
  /** Positive: deposit; negative: withdrawal. */
  amount: string;
  modified: string;
  kind: TransactionKind;
  /** The staff's own words for a 'manual' row (maybe empty); an English note for the other kinds. */
  reason: string;
  /** For a purchase: the shop item, its name in the requested language; null otherwise or once deleted. */
  item: { id: number; name: string } | null;
}

export interface Balance {
  balance: string;
  /** Newest first. */
  txns: Transaction[];
}
