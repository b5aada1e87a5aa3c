import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { indigoTransactions, purchasedItems, shopItems, type TransactionKind } from '../db/schema.ts';
import type { DataLanguage } from '@abacus/contract/languages';
import { pickText } from '../http/lang.ts';

export interface LedgerRow {
  id: number;
  amount: string;
  modified: string;
  kind: TransactionKind;
  reason: string;
  item: { id: number; name: string } | null;
}

export interface Ledger {
  balance: string;
  txns: LedgerRow[];
}

/** A student's balance and ledger, newest first; a purchase names its item in `lang`. */
export async function readLedger(db: Db, userId: number, lang: DataLanguage): Promise<Ledger> {
  // The balance comes from the same statement as the rows, so the two always agree.
  const rows = await db
    .select({
      id: indigoTransactions.id,
      amount: indigoTransactions.amount,
      kind: indigoTransactions.kind,
      reason: indigoTransactions.reason,
      created: indigoTransactions.created,
      balance: sql<string>`(sum(${indigoTransactions.amount}) over ())::numeric(14, 2)::text`,
    })
    .from(indigoTransactions)
    .where(eq(indigoTransactions.userId, userId))
    .orderBy(desc(indigoTransactions.created), desc(indigoTransactions.id));
  const purchases = rows.filter((r) => r.kind === 'purchase').map((r) => r.id);
  const items = await boughtItems(db, userId, purchases, lang);
  return {
    balance: rows[0]?.balance ?? '0.00',
    txns: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      modified: r.created.toISOString(),
      kind: r.kind,
      reason: r.reason,
      item: items.get(r.id) ?? null,
    })),
  };
}

/**
 * The items the withdrawals `txnIds` paid for, by transaction id. Read apart from the ledger rows so a
 * join can never repeat a row in the balance's sum. An item deleted since has no entry.
 */
async function boughtItems(db: Db, userId: number, txnIds: number[], lang: DataLanguage) {
  const bought = new Map<number, { id: number; name: string }>();
  if (txnIds.length === 0) return bought;
  const rows = await db
    .select({ txnId: purchasedItems.transactionId, id: shopItems.id, name: shopItems.name })
    .from(purchasedItems)
    .innerJoin(shopItems, eq(shopItems.id, purchasedItems.itemId))
    .where(and(eq(purchasedItems.userId, userId), inArray(purchasedItems.transactionId, txnIds)));
  for (const r of rows) if (r.txnId !== null) bought.set(r.txnId, { id: r.id, name: pickText(r.name, lang) });
  return bought;
}
