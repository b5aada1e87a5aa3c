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

/** A transaction as the ledger's read sends it: id, amount, kind, reason, time, the item's id and names (or nulls). */
type LedgerEntry = [number, string, TransactionKind, string, string, number | null, Translations | null];

/**
 * A student's balance and transactions, newest first, from the same statement (so the two always agree), each with
 * the item a purchase paid for (one at most: a lateral join with a limit can never repeat a row in the sum; an item
 * deleted since has none). One row a student, the transactions as a JSON array of arrays: a row each made the API
 * parse the session's columns with every one (auth/session-read.ts), 15 % of the balance's time. Batched across the
 * requests of a turn (db/batched.ts).
 */
export const ledgerRows = batchedRead<{ balance: string; txns: LedgerEntry[] }>(
  'indigo_ledger',
  `select (coalesce(sum(t.amount), 0))::numeric(14, 2)::text as balance,
      coalesce(json_agg(json_build_array(t.id, t.amount::text, t.kind, t.reason, ${isoUtc('t.created')},
        bought.id, bought.name) order by t.created desc, t.id desc), '[]') as txns
    from indigo_transactions t
    left join lateral (
      select s.id, s.name from purchased_items p join shop_items s on s.id = p.item_id
      where t.kind = 'purchase' and p.user_id = t.user_id and p.transaction_id = t.id
      order by p.id limit 1
    ) bought on true
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
    txns: txns.map(([id, amount, kind, reason, modified, itemId, itemName]) => ({
      id,
      amount,
      modified,
      kind,
      reason,
      item: itemId === null ? null : { id: itemId, name: pickText(itemName ?? {}, lang) },
    })),
  };
}
