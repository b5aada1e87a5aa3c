// Changing a franchise's monthly invoice (issue 13): make it (or, while unpaid, refresh the close's own lines from
// the month's report), replace its service lines, mark it paid, note that it was sent. Each change runs in one
// transaction holding the invoice's row lock; the amount is recomputed from the stored lines in SQL numeric.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { INVOICE_PAID } from '@abacus/contract/finance';
import type { FranchiseInvoiceLineCode } from '@abacus/contract/franchise-invoices-schema';
import type { Language } from '@abacus/contract/languages';
import type { Db } from '../db/client.ts';
import { invoiceItems, invoices } from '../db/schema.ts';
import { detail, fieldErrors } from '../http/errors.ts';
import type { InvoiceRow } from './franchise-invoice-access.ts';
import { planLines, type SentLine } from './franchise-invoice-lines.ts';
import { periodOf } from './franchise-invoice-period.ts';
import { invoiceText } from './franchise-invoice-texts.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CLOSE_LINES: readonly FranchiseInvoiceLineCode[] = ['royalty', 'pr'];

const paidError = () => detail(400, INVOICE_PAID, { code: 'invoice_paid' });

/** The invoice's row, locked until the transaction ends. */
async function locked(tx: Tx, id: number): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** amount = the sum of quantity x price of the stored lines (numeric, exact); `updated` now. */
async function recompute(tx: Tx, id: number): Promise<void> {
  await tx
    .update(invoices)
    .set({
      amount: sql`(select coalesce(sum(${invoiceItems.quantity} * ${invoiceItems.price}), 0)
                     from ${invoiceItems} where ${invoiceItems.invoiceId} = ${id})`,
      updated: sql`now()`,
    })
    .where(eq(invoices.id, id));
}

/**
 * Makes the franchise's invoice of a month with the close's lines at `prices`, or refreshes those lines' prices
 * (names and the service lines stay) while it is unpaid. A paid invoice is left as it is.
 */
export async function makeInvoice(
  db: Db,
  franchise: { id: number; lang: Language },
  month: { year: number; month: number },
  prices: Record<FranchiseInvoiceLineCode, string>,
  currency: string,
): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const period = periodOf(month.year, month.month);
    const [made] = await tx
      .insert(invoices)
      .values({ userId: franchise.id, period, currency, amount: '0.00', status: 'unpaid' })
      .onConflictDoNothing({ target: [invoices.userId, invoices.period] })
      .returning({ id: invoices.id });
    const [{ id }] = made
      ? [made]
      : await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.userId, franchise.id), eq(invoices.period, period)));
    const invoice = await locked(tx, id);
    if (invoice.status === 'paid') return { id, created: false };
    const existing = await tx
      .select({ id: invoiceItems.id, code: invoiceItems.code })
      .from(invoiceItems)
      .where(and(eq(invoiceItems.invoiceId, id), inArray(invoiceItems.code, [...CLOSE_LINES])));
    for (const [order, code] of CLOSE_LINES.entries()) {
      const line = existing.find((e) => e.code === code);
      if (line) {
        await tx.update(invoiceItems).set({ price: prices[code] }).where(eq(invoiceItems.id, line.id));
      } else {
        await tx.insert(invoiceItems).values({
          invoiceId: id,
          name: invoiceText(franchise.lang, `line.${code}`),
          quantity: 1,
          price: prices[code],
          currency,
          isDeletable: false,
          order,
          status: 'unpaid',
          code,
        });
      }
    }
    await tx.update(invoices).set({ currency }).where(eq(invoices.id, id));
    await tx.update(invoiceItems).set({ currency }).where(eq(invoiceItems.invoiceId, id));
    await recompute(tx, id);
    return { id, created: Boolean(made) };
  });
}

/** PATCH billing/invoices/{id}: the service lines as sent (franchise-invoice-lines.ts `planLines`). */
export async function saveLines(db: Db, id: number, sent: readonly SentLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await locked(tx, id);
    if (invoice.status === 'paid') throw paidError();
    const stored = await tx
      .select({
        id: invoiceItems.id,
        name: invoiceItems.name,
        quantity: invoiceItems.quantity,
        price: invoiceItems.price,
        isDeletable: invoiceItems.isDeletable,
        order: invoiceItems.order,
      })
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, id));
    const result = planLines(stored, sent);
    if (!result.ok) throw fieldErrors(result.errors);
    const { update, insert, remove } = result.plan;
    if (remove.length) await tx.delete(invoiceItems).where(inArray(invoiceItems.id, remove));
    for (const { id: lineId, ...line } of update) {
      await tx
        .update(invoiceItems)
        .set(line)
        .where(and(eq(invoiceItems.id, lineId), eq(invoiceItems.invoiceId, id)));
    }
    if (insert.length) {
      await tx
        .insert(invoiceItems)
        .values(insert.map((line) => ({ ...line, invoiceId: id, currency: invoice.currency, status: invoice.status })));
    }
    await recompute(tx, id);
  });
}

/** PATCH billing/invoices/{id}/make_paid: the invoice and its lines are paid (again: nothing changes). */
export async function markPaid(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await locked(tx, id);
    if (invoice.status === 'paid') return;
    await tx.update(invoices).set({ status: 'paid', updated: sql`now()` }).where(eq(invoices.id, id));
    await tx.update(invoiceItems).set({ status: 'paid' }).where(eq(invoiceItems.invoiceId, id));
  });
}

/** Notes when the invoice was e-mailed. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db.update(invoices).set({ sentAt: sql`now()` }).where(eq(invoices.id, id));
}
