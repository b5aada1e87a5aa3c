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

/**
 * A student's transactions, newest first, with the balance from the same statement (so the two always agree) and
 * the item a purchase paid for (one at most: a lateral join with a limit can never repeat a row in the sum; an item
 * deleted since has none). Batched across the requests of a turn (db/batched.ts).
 */
export const ledgerRows = batchedRead<{
  id: number;
  amount: string;
  kind: TransactionKind;
  reason: string;
  modified: string;
  balance: string;
  itemId: number | null;
  itemName: Translations | null;
}>(
  'indigo_ledger',
  `select t.id, t.amount, t.kind, t.reason, ${isoUtc('t.created')} as modified,
      (sum(t.amount) over ())::numeric(14, 2)::text as balance, bought.id as "itemId", bought.name as "itemName"
    from indigo_transactions t
    left join lateral (
      select s.id, s.name from purchased_items p join shop_items s on s.id = p.item_id
      where t.kind = 'purchase' and p.user_id = t.user_id and p.transaction_id = t.id
      order by p.id limit 1
    ) bought on true
    where t.user_id = $1
    order by t.created desc, t.id desc`,
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
  const rows = await read(db)(userId);
  return {
    balance: rows[0]?.balance ?? '0.00',
    txns: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      modified: r.modified,
      kind: r.kind,
      reason: r.reason,
      item: r.itemId === null ? null : { id: r.itemId, name: pickText(r.itemName ?? {}, lang) },
    })),
  };
}
