import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { indigoTransactions, users, type TransactionKind } from '../db/schema.ts';

/** A database handle or an open transaction (a transaction is a Db too). */
type Tx = Db;

/** A decimal i$ amount with at most 2 places, e.g. "12.00", "-3.5". */
const DECIMAL_RE = /^-?\d{1,10}(\.\d{1,2})?$/;

/**
 * Locks the user's ledger until the transaction ends: every writer that withdraws takes this lock first,
 * so two purchases by one user run one after the other and the second sees the first's withdrawal.
 * (Deposits need not lock: they cannot make a balance negative.)
 */
export async function lockLedger(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The balance: the sum of the user's ledger rows, a numeric (exact). */
const balanceSum = sql`coalesce(sum(${indigoTransactions.amount}), 0)`;

/** `value` (an expression over `balanceSum`) computed over one user's ledger. */
async function overLedger<T>(tx: Tx, userId: number, value: SQL<T>): Promise<T> {
  const [row] = await tx.select({ value }).from(indigoTransactions).where(eq(indigoTransactions.userId, userId));
  return row.value;
}

/** The i$ balance as an exact decimal string ("18.50"); inside a transaction it sees that transaction's own rows. */
export async function indigoBalance(tx: Tx, userId: number): Promise<string> {
  return overLedger(tx, userId, sql<string>`${balanceSum}::numeric(14, 2)::text`);
}

/** Is the balance at least `amount`? Compared by PostgreSQL on numerics, never on floats. */
export async function canAfford(tx: Tx, userId: number, amount: string): Promise<boolean> {
  assertDecimal(amount);
  return overLedger(tx, userId, sql<boolean>`${balanceSum} >= ${amount}::numeric`);
}

/**
 * Appends a deposit (positive) or withdrawal (negative) and returns its id. `kind` defaults to 'manual',
 * whose `reason` is shown to the student as written; the other kinds are worded by the interface.
 */
export async function appendLedgerEntry(
  tx: Tx,
  entry: { userId: number; amount: string; reason: string; kind?: TransactionKind; created?: Date },
): Promise<number> {
  assertDecimal(entry.amount);
  const [row] = await tx
    .insert(indigoTransactions)
    .values({
      userId: entry.userId,
      amount: entry.amount,
      kind: entry.kind ?? 'manual',
      reason: entry.reason,
      created: entry.created,
    })
    .returning({ id: indigoTransactions.id });
  return row.id;
}

/** "12.00" -> "-12.00" (a withdrawal of a price). */
export function negate(amount: string): string {
  assertDecimal(amount);
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

export const isZero = (amount: string): boolean => /^-?0*(\.0*)?$/.test(amount);

function assertDecimal(amount: string): void {
  if (!DECIMAL_RE.test(amount)) throw new Error(`not an i$ amount: ${amount}`);
}
