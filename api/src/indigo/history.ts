import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import type { TransactionKind } from '../db/schema.ts';
import { shopAt } from '../eshop/queries.ts';
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

/** A transaction as the ledger's read sends it (its `ledger_entry`, migration 0026): id, amount, kind, reason, time. */
type LedgerEntry = [number, string, TransactionKind, string, string];

interface LedgerRead {
  balance: string;
  /** The transactions, newest first, as the text of a JSON array of LedgerEntry. */
  txns: string;
  /** Each purchased item paid by a transaction of the ledger, as [transaction id, item id], first bought first. */
  paid: [number, number][] | null;
  shopVersion: number | null;
}

/**
 * A student's balance and transactions, newest first, from the same statement (so the two always agree), and the
 * items their purchases paid for. Each transaction comes as PostgreSQL computed it when the row was written (its
 * `ledger_entry`, a JSON array's text), joined into one text: building that JSON for every row on every read was most
 * of the statement's time (pgbench, generic plan: 35 µs of PostgreSQL a request for the demo child's ten rows, 6 so).
 * The items come as ids with the shop's version, and their names from the copy of the shop each API process keeps
 * (shopAt): reading the names' translations with every purchase cost 12 µs more. One row a student,
 * batched across the requests of a turn (db/batched.ts).
 */
export const ledgerRows = batchedRead<LedgerRead>(
  'indigo_ledger',
  `select (coalesce(sum(t.amount), 0))::numeric(14, 2)::text as balance,
      '[' || coalesce(string_agg(t.ledger_entry, ',' order by t.created desc, t.id desc), '') || ']' as txns,
      (select json_agg(json_build_array(p.transaction_id, p.item_id) order by p.id) from purchased_items p
        where p.user_id = $1 and p.transaction_id is not null) as paid,
      (select v.version from shop_version v where v.id = 1) as "shopVersion"
    from indigo_transactions t
    where t.user_id = $1`,
  ['int'],
);

/**
 * A student's balance and ledger, newest first; a purchase names its item in `lang`. `read` is the ledger's read, or the
 * route's read that came with its session (auth/session-read.ts).
 */
export async function readLedger(
  db: Db,
  userId: number,
  lang: DataLanguage,
  read: typeof ledgerRows = ledgerRows,
): Promise<Ledger> {
  const [{ balance, txns, paid, shopVersion }] = await read(db)(userId);
  const entries = JSON.parse(txns) as LedgerEntry[];
  // A purchase names the first item it paid for (one payment could buy several); none when the item was deleted since
  // (its purchased row went with it).
  const itemOf = new Map<number, number>();
  for (const [transactionId, itemId] of paid ?? []) if (!itemOf.has(transactionId)) itemOf.set(transactionId, itemId);
  const names = itemOf.size === 0 ? null : (await shopAt(db, shopVersion)).names;
  return {
    balance,
    txns: entries.map(([id, amount, kind, reason, modified]) => {
      const itemId = kind === 'purchase' ? itemOf.get(id) : undefined;
      const name = itemId === undefined ? undefined : names?.get(itemId);
      return {
        id,
        amount,
        modified,
        kind,
        reason,
        item: itemId === undefined || name === undefined ? null : { id: itemId, name: pickText(name, lang) },
      };
    }),
  };
}
