import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import { isoUtc } from '../db/iso-time.ts';
import type { TransactionKind, Translations } from '../db/schema.ts';
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

/** A transaction as the ledger's read sends it: id, amount, kind, reason, time, and a purchase's item as its id and
 * names (null for any other row, or an item deleted since). */
type LedgerEntry = [number, string, TransactionKind, string, string, [number, Translations] | null];

/**
 * A student's balance and transactions, newest first, from the same statement (so the two always agree), a purchase
 * with the item it paid for (the first, when one payment bought several; none when the item was deleted since). The
 * item is looked up for purchases only, in a subquery a `case` runs for them alone: as a lateral join it was looked
 * for on every row, rewards included (a child's ledger is mostly rewards: 310 rows took 1.15-1.2 ms of PostgreSQL,
 * 0.9-1.0 without). One row a student, the transactions as a JSON array of arrays: a row each made the API parse the
 * session's columns with every one (auth/session-read.ts), 15 % of the balance's time. Batched across the requests of
 * a turn (db/batched.ts).
 */
export const ledgerRows = batchedRead<{ balance: string; txns: LedgerEntry[] }>(
  'indigo_ledger',
  `select (coalesce(sum(t.amount), 0))::numeric(14, 2)::text as balance,
      coalesce(json_agg(json_build_array(t.id, t.amount::text, t.kind, t.reason, ${isoUtc('t.created')},
        case when t.kind = 'purchase' then (
          select json_build_array(s.id, s.name) from purchased_items p join shop_items s on s.id = p.item_id
          where p.user_id = t.user_id and p.transaction_id = t.id
          order by p.id limit 1
        ) end) order by t.created desc, t.id desc), '[]') as txns
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
  const [{ balance, txns }] = await read(db)(userId);
  return {
    balance,
    txns: txns.map(([id, amount, kind, reason, modified, item]) => ({
      id,
      amount,
      modified,
      kind,
      reason,
      item: item === null ? null : { id: item[0], name: pickText(item[1], lang) },
    })),
  };
}
