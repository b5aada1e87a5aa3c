// Query keys of the shop: everything under ['shop'] so one invalidation reloads items, purchased
// items and the balance after a purchase (spec 000 section 4).
export const shopKeys = {
  all: ['shop'] as const,
  items: (userId: number, lang: string) => ['shop', 'items', userId, lang] as const,
  purchased: (userId: number, lang: string) => ['shop', 'purchased', userId, lang] as const,
  purchasedOf: (userId: number) => ['shop', 'purchased', userId] as const,
  balance: (userId: number, lang: string) => ['shop', 'balance', userId, lang] as const,
};
