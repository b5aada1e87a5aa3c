// The payment order of a franchise's invoice (spec 002 section 2: "Payment-order text with a payee's bank details
// is fixed text on this tab") and the invoice's e-mail. The payee is the network (the super franchise's legal
// fields), the payer the franchise. Pure: the texts come from franchise-invoice-texts.ts.
import { formatInvoiceMoney as money, type LegalParty, lineSum } from '@abacus/contract/franchise-invoices-schema';
import { dataLanguage, type Language } from '@abacus/contract/languages';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import { monthName } from './franchise-invoice-period.ts';
import { type InvoiceTextKey, invoiceText } from './franchise-invoice-texts.ts';

export interface OrderInvoice {
  id: number;
  amount: string;
  /** The stored code, "UAH". */
  currency: string;
  status: 'paid' | 'unpaid';
  year: number;
  month: number;
  items: readonly { name: string; quantity: number; price: string }[];
}

const EMPTY = '—';
const or = (value: string) => value.trim() || EMPTY;

/** The payment order's lines. */
export function paymentOrderLines(
  lang: Language,
  invoice: OrderInvoice,
  payee: LegalParty | null,
  payer: LegalParty,
): string[] {
  const say = (key: InvoiceTextKey, values: Record<string, string | number> = {}) => invoiceText(lang, key, values);
  const party = (key: 'order.payee' | 'order.payer', p: LegalParty | null, bank: boolean) => [
    say(key, { value: or(p?.full_name ?? '') }),
    say('order.activity', { value: or(p?.legal_activity_type ?? '') }),
    say('order.address', { value: or(p?.legal_address ?? '') }),
    say('order.legalId', { value: or(p?.legal_id ?? '') }),
    ...(bank
      ? [
          say('order.mfo', { value: or(p?.mfo ?? '') }),
          say('order.account', { value: or(p?.settlement_account ?? '') }),
        ]
      : []),
  ];
  const period = monthName(dataLanguage(lang), invoice.year, invoice.month);
  return [
    say('order.title'),
    ...party('order.payee', payee, true),
    ...party('order.payer', payer, false),
    say('order.contract', { value: or(payer.contract_number) }),
    say('order.amount', { value: money(invoice.amount, invoice.currency) }),
    say('order.purpose', { id: invoice.id, period, contract: or(payer.contract_number) }),
  ];
}

export const paymentOrderText = (...args: Parameters<typeof paymentOrderLines>) =>
  paymentOrderLines(...args).join('\n');

/** The invoice's e-mail to the franchise: its lines, the amount, the status and the payment order. */
export function invoiceMail(
  to: string,
  lang: Language,
  invoice: OrderInvoice,
  payee: LegalParty | null,
  payer: LegalParty,
): MailMessage {
  const period = monthName(dataLanguage(lang), invoice.year, invoice.month);
  const say = (key: InvoiceTextKey, values: Record<string, string | number> = {}) => invoiceText(lang, key, values);
  const lines = invoice.items.map((item) => ({
    name: item.name,
    quantity: String(item.quantity),
    price: money(item.price, invoice.currency),
    sum: money(lineSum(item.quantity, item.price), invoice.currency),
  }));
  const lead = say('mail.lead', { name: payer.full_name || EMPTY, period });
  const total = say('mail.total', { value: money(invoice.amount, invoice.currency) });
  const status = say(invoice.status === 'paid' ? 'mail.paid' : 'mail.unpaid');
  const order = paymentOrderLines(lang, invoice, payee, payer);
  const pay = invoice.status === 'paid' ? [] : [say('mail.pay')];
  const text = [
    lead,
    ...lines.map((l) => `${l.name}: ${l.quantity} × ${l.price} = ${l.sum}`),
    total,
    status,
    '',
    ...pay,
    ...order,
  ].join('\n');
  const cell = (value: string, end = false) =>
    `<td style="padding:2px 8px${end ? ';text-align:end' : ''}">${escapeHtml(value)}</td>`;
  const rows = lines
    .map((l) => `<tr>${cell(l.name)}${cell(l.quantity, true)}${cell(l.price, true)}${cell(l.sum, true)}</tr>`)
    .join('');
  const html =
    `<div dir="${lang === 'he' ? 'rtl' : 'ltr'}" lang="${dataLanguage(lang)}"><p>${escapeHtml(lead)}</p>` +
    `<table>${rows}</table><p><strong>${escapeHtml(total)}</strong><br>${escapeHtml(status)}</p>` +
    pay.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<p>${order.map(escapeHtml).join('<br>')}</p></div>`;
  return { to, subject: say('mail.subject', { id: invoice.id, period }), text, html };
}
