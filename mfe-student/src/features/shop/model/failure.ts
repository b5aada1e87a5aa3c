// Which toast a failed purchase, activation or deactivation shows (spec 000 section 8).
import { NOT_ENOUGH_MONEY } from '@abacus/contract/shop';

export const NOT_ENOUGH_MONEY_DETAIL = NOT_ENOUGH_MONEY;

export type ShopFailure = 'notEnoughMoney' | 'error';

/** `detail` is the server's {"detail"} text, if any. */
export const shopFailure = (detail: string | undefined): ShopFailure =>
  detail?.trim().toLowerCase() === NOT_ENOUGH_MONEY_DETAIL ? 'notEnoughMoney' : 'error';
