// Reading a franchise's monthly invoices: the rows with their lines, the two parties of the payment order, and the
// answer of GET billing/invoices?user={franchise} (franchiseInvoiceDetailSchema).
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '@abacus/contract/billing';
import type { FranchiseInvoiceDetail, LegalParty } from '@abacus/contract/franchise-invoices-schema';
import type { Language } from '@abacus/contract/languages';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { invoiceItems, invoices, users } from '../db/schema.ts';
import type { InvoiceRow } from './franchise-invoice-access.ts';
import { paymentOrderText } from './franchise-invoice-order.ts';
import { monthOfPeriod } from './franchise-invoice-period.ts';

type UserRow = typeof users.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;

/** "Shevchenko Iryna": the staff lists' order of a name. */
export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'middleName'>) =>
  [u.lastName, u.firstName, u.middleName]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');

export const partyOf = (u: UserRow): LegalParty => ({
  id: u.id,
  full_name: fullName(u),
  legal_activity_type: u.legalActivityType,
  legal_address: u.legalAddress,
  legal_id: u.legalId,
  mfo: u.mfo,
  settlement_account: u.settlementAccount,
  contract_number: u.contractNumber,
});

/** The payee: the super franchise at the top of the franchise's tree (else the first one), or null if none. */
export async function payeeOf(db: Db, franchiseId: number): Promise<LegalParty | null> {
  const [top] = rowsOf<{ id: number }>(
    await db.execute(sql`
      with recursive up(id, parent_id, role, depth) as (
        select id, parent_id, role, 0 from users where id = ${franchiseId}
        union all
        select u.id, u.parent_id, u.role, up.depth + 1 from users u join up on u.id = up.parent_id where up.depth < 10
      )
      select id, 0 as rank from up where role = 'super_franchise'
      union all
      (select id, 1 from users where role = 'super_franchise' order by id limit 1)
      order by rank
      limit 1`),
  );
  if (!top) return null;
  const [payee] = await db.select().from(users).where(eq(users.id, top.id));
  return payee ? partyOf(payee) : null;
}

/** A franchise's monthly invoices, newest month first, with their lines in order. */
export async function invoicesOf(
  db: Db,
  franchiseId: number,
  filter: { period?: string; status?: InvoiceStatus } = {},
): Promise<{ invoice: InvoiceRow; items: ItemRow[] }[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, franchiseId),
        filter.period ? eq(invoices.period, filter.period) : isNotNull(invoices.period),
        filter.status ? eq(invoices.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(invoices.period));
  return withItems(db, rows);
}

export async function withItems(db: Db, rows: InvoiceRow[]) {
  const items = rows.length
    ? await db
        .select()
        .from(invoiceItems)
        .where(
          inArray(
            invoiceItems.invoiceId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(invoiceItems.order), asc(invoiceItems.id))
    : [];
  return rows.map((invoice) => ({ invoice, items: items.filter((i) => i.invoiceId === invoice.id) }));
}

/** The answer for one invoice; the payment order is written in `lang` (the reader's). */
export function toDetail(
  { invoice, items }: { invoice: InvoiceRow; items: ItemRow[] },
  parties: { payee: LegalParty | null; payer: LegalParty },
  lang: Language,
): FranchiseInvoiceDetail {
  const { year, month } = monthOfPeriod(invoice.period!);
  const lines = items.map((i) => ({
    id: i.id,
    name: i.name,
    quantity: i.quantity,
    currency: i.currency,
    price: i.price,
    is_deletable: i.isDeletable,
    order: i.order,
    status: invoice.status,
    invoice: invoice.id,
  }));
  const base = {
    id: invoice.id,
    amount: invoice.amount,
    currency: invoice.currency,
    status: invoice.status,
    year,
    month,
    items: lines,
  };
  return {
    ...base,
    created: invoice.created.toISOString(),
    updated: invoice.updated.toISOString(),
    user: invoice.userId,
    sent: invoice.sentAt?.toISOString() ?? null,
    payee: parties.payee,
    payer: parties.payer,
    payment_order: paymentOrderText(lang, base, parties.payee, parties.payer),
  };
}

/** The answers for a franchise's invoices (each with both parties). */
export async function invoiceDetails(
  db: Db,
  franchise: UserRow,
  found: { invoice: InvoiceRow; items: ItemRow[] }[],
  lang: Language,
): Promise<FranchiseInvoiceDetail[]> {
  if (found.length === 0) return [];
  const parties = { payee: await payeeOf(db, franchise.id), payer: partyOf(franchise) };
  return found.map((f) => toDetail(f, parties, lang));
}
