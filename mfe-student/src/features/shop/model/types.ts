// Shapes of the shop calls and the i$ ledger: @abacus/contract's, named as the shop screens call them.
export { SHOP_CATEGORIES, type ShopCategory, type ShopStatus } from '@abacus/contract/shop';
export type { Item as ShopItem, PurchasedItem, PurchaseResult } from '@abacus/contract/shop-schema';
export type { TransactionKind } from '@abacus/contract/indigo';
export type { Balance, Transaction } from '@abacus/contract/indigo-schema';
