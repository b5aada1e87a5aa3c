// The history's description of a ledger row: a text of the interface for each kind, worded in the
// child's language, except a manual row, which shows what the staff wrote (the server's reason).
import type { Transaction } from './types';

export type TransactionLabel = { key: string; values?: Record<string, string> } | { text: string };

const KEY_OF_KIND: Record<string, string> = {
  puzzle: 'shop.history.kinds.puzzle',
  homework_task: 'shop.history.kinds.homeworkTask',
  bonus: 'shop.history.kinds.bonus',
};

export function transactionLabel(txn: Pick<Transaction, 'kind' | 'reason' | 'item'>): TransactionLabel {
  if (txn.kind === 'purchase') {
    // The item may have been deleted from the shop since: the row still says it was a purchase.
    return txn.item?.name
      ? { key: 'shop.history.kinds.purchase', values: { name: txn.item.name } }
      : { key: 'shop.history.kinds.purchaseUnknown' };
  }
  const key = KEY_OF_KIND[txn.kind];
  if (key) return { key };
  // 'manual', and any kind newer than this build: the staff's own words.
  const reason = txn.reason?.trim();
  return reason ? { text: reason } : { key: 'shop.history.kinds.correction' };
}
