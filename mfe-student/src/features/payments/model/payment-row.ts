// One line of the payment history: Month, Date of payment, Days, Amount (spec 000 "Payment history").
import type { Language } from '@abacus/shared';
import { monthAndYear, timestampToDotted } from '@/lib/dates';
import type { Invoice } from '../api/get-paid-invoices';

/** The spec drops the last three characters of the amount: "1200.00" -> "1200". */
export const shownAmount = (amount: string) => (/\.\d{2}$/.test(amount) ? amount.slice(0, -3) : amount);

export interface PaymentRow {
  id: number;
  /** The month and year the invoice was made for, in the interface language. */
  month: string;
  /** When it was paid (the invoice's last update), dd.MM.yyyy. */
  paidOn: string;
  days: number;
  amount: string;
  currency: string;
}

/** `timeZone`: the viewer's, so the month and the day are those of the viewer's calendar. */
export const paymentRow = (invoice: Invoice, lang: Language, timeZone: string | undefined): PaymentRow => ({
  id: invoice.id,
  month: monthAndYear(invoice.created, lang, timeZone),
  paidOn: timestampToDotted(invoice.updated, timeZone),
  days: invoice.paid_days,
  amount: shownAmount(invoice.amount),
  currency: invoice.currency,
});
