import { invoiceItems, invoices, type InvoiceStatus } from '../schema.ts';
import type { DemoSchool, SeedTx } from '../seed.ts';

const HOUR = 60 * 60 * 1000;
const PAID_MONTHS = 5;

interface SeedItem {
  name: string;
  price: string;
}

/** The monthly fee of "Demo group", in UAH; the third month back also had a workbook. */
function itemsFor(month: string, withWorkbook: boolean): SeedItem[] {
  const items = [
    { name: `Group lessons, ${month} (8 classes)`, price: '1000.00' },
    { name: `Online trainer and homework, ${month}`, price: '200.00' },
  ];
  if (withWorkbook) items.push({ name: 'Workbook, level 1', price: '150.00' });
  return items;
}

/** Sum of decimal strings with two places, exactly (in cents). */
function total(items: SeedItem[]): string {
  const cents = items.reduce((sum, i) => sum + BigInt(i.price.replace('.', '')), 0n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * The demo student's payment history: a paid invoice for each of the last five months and an unpaid one for the
 * current month. Dates are relative to the seed time truncated to its month (so a fresh install looks current and
 * the same month always seeds the same rows). An invoice pays for the days of its month.
 */
export async function seedInvoices(tx: SeedTx, school: DemoSchool, now: Date = new Date()): Promise<void> {
  for (let back = PAID_MONTHS; back >= 0; back--) {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const month = start.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const status: InvoiceStatus = back === 0 ? 'unpaid' : 'paid';
    const items = itemsFor(month, back === 3);
    // Issued on the 1st (the current month's at midnight UTC, so never in the future); paid two days later.
    const created = back === 0 ? start : new Date(start.getTime() + 9 * HOUR);
    const updated = status === 'paid' ? new Date(created.getTime() + 2 * 24 * HOUR + 5 * HOUR) : created;
    const [{ id }] = await tx
      .insert(invoices)
      .values({
        userId: school.studentId,
        amount: total(items),
        currency: 'UAH',
        status,
        paidDays: daysIn(start.getUTCFullYear(), start.getUTCMonth()),
        created,
        updated,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceItems).values(
      items.map((item, order) => ({
        invoiceId: id,
        name: item.name,
        quantity: 1,
        currency: 'UAH',
        price: item.price,
        isDeletable: status !== 'paid',
        order,
        status,
      })),
    );
  }
}
