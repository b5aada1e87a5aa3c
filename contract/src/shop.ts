// Shop lists (spec 000 "Shop item", spec 002 section 9). Plain TypeScript, no zod.

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

/** DEPRECATED items are listed only among the purchased ones. */
export const SHOP_STATUSES = ['AVAILABLE', 'COMING_SOON', 'DEPRECATED'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** 400 details of POST eshop/items/{id}/purchase (spec 000 section 8: the first one has its own toast). */
export const NOT_ENOUGH_MONEY = 'not enough indigo dollars';
export const ALREADY_PURCHASED = 'Item already purchased.';
export const NOT_AVAILABLE = 'Item is not available.';
