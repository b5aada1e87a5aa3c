import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { preparedOn } from '../db/prepared.ts';
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

const ledgerRows = preparedOn((db) =>
  db
    .select({
      id: indigoTransactions.id,
      amount: indigoTransactions.amount,
      kind: indigoTransactions.kind,
      reason: indigoTransactions.reason,
      created: indigoTransactions.created,
      balance: sql<string>`(sum(${indigoTransactions.amount}) over ())::numeric(14, 2)::text`,
    })
    .from(indigoTransactions)
    .where(eq(indigoTransactions.userId, sql.placeholder('user')))
    .orderBy(desc(indigoTransactions.created), desc(indigoTransactions.id))
    .prepare('indigo_ledger_rows'),
);

const itemsOfPurchases = preparedOn((db) =>
  db
    .select({ txnId: purchasedItems.transactionId, id: shopItems.id, name: shopItems.name })
    .from(purchasedItems)
    .innerJoin(shopItems, eq(shopItems.id, purchasedItems.itemId))
    .where(
      and(
        eq(purchasedItems.userId, sql.placeholder('user')),
        sql`${purchasedItems.transactionId} = any(${sql.placeholder('txns')}::int[])`,
      ),
    )
    .prepare('indigo_ledger_items'),
);

/** A student's balance and ledger, newest first; a purchase names its item in `lang`. */
export async function readLedger(db: Db, userId: number, lang: DataLanguage): Promise<Ledger> {
  // The balance comes from the same statement as the rows, so the two always agree.
  const rows = await ledgerRows(db).execute({ user: userId });
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
  const rows = await itemsOfPurchases(db).execute({ user: userId, txns: txnIds });
  for (const r of rows) if (r.txnId !== null) bought.set(r.txnId, { id: r.id, name: pickText(r.name, lang) });
  return bought;
}
