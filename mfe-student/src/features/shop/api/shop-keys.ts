// Query keys of the shop: everything under ['shop'] so one invalidation reloads items, purchased
// items and the ledger after a purchase (spec 000 section 4).
import type { DataLanguage } from '@/lib/localized';

export const shopKeys = {
  all: ['shop'] as const,
  items: (userId: number, lang: DataLanguage) => ['shop', 'items', userId, lang] as const,
  purchased: (userId: number, lang: DataLanguage) => ['shop', 'purchased', userId, lang] as const,
  purchasedOf: (userId: number) => ['shop', 'purchased', userId] as const,
  /** The ledger (the history modal). */
  ledger: (userId: number, lang: DataLanguage) => ['shop', 'ledger', userId, lang] as const,
};
