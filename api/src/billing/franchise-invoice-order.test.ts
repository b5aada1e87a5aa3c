// The payment order and the e-mail of a franchise invoice (franchise-invoice-order.ts) and their texts in the 12
// languages (franchise-invoice-texts.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  formatInvoiceMoney as money,
  invoiceCurrency,
  type LegalParty,
} from '@abacus/contract/franchise-invoices-schema';
import { LANGUAGES } from '@abacus/contract/languages';
import { invoiceMail, paymentOrderLines, paymentOrderText } from './franchise-invoice-order.ts';
import { INVOICE_TEXTS, INVOICE_TEXTS_EN } from './franchise-invoice-texts.ts';

const payee: LegalParty = {
  id: 1,
  full_name: 'Kovalenko Olena',
  legal_activity_type: 'Limited liability company',
  legal_address: '1 Khreshchatyk St, Kyiv',
  legal_id: '40123456',
  mfo: '305299',
  settlement_account: 'UA213052990000026007233566001',
  contract_number: '',
};
const payer: LegalParty = {
  id: 3,
  full_name: 'Shevchenko Iryna',
  legal_activity_type: 'Sole proprietor',
  legal_address: '',
  legal_id: '3012345678',
  mfo: '',
  settlement_account: '',
  contract_number: 'F-17',
};
const invoice = {
  id: 42,
  amount: '13450.99',
  currency: 'UAH',
  status: 'unpaid' as const,
  year: 2023,
  month: 3,
  items: [
    { name: 'Royalty', quantity: 1, price: '12451.00' },
    { name: 'PR contribution', quantity: 1, price: '0.00' },
    { name: 'Workbooks <b>', quantity: 3, price: '333.33' },
  ],
};

describe('texts', () => {
  test('every language has every key, with the same placeholders as English', () => {
    for (const lang of LANGUAGES) {
      for (const [key, en] of Object.entries(INVOICE_TEXTS_EN)) {
        const text = INVOICE_TEXTS[lang][key as keyof typeof INVOICE_TEXTS_EN];
        assert.ok(text, `${lang} ${key}`);
        const slots = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        assert.deepEqual(slots(text), slots(en), `${lang} ${key}`);
      }
    }
  });
});

describe('payment order', () => {
  test("the payee's bank details, the payer, the amount with its currency, the purpose", () => {
    assert.deepEqual(paymentOrderLines('en', invoice, payee, payer), [
      'Payment order',
      'Payee: Kovalenko Olena',
      'Type of activity: Limited liability company',
      'Legal address: 1 Khreshchatyk St, Kyiv',
      'Identification code: 40123456',
      'Bank code (MFO): 305299',
      'Settlement account: UA213052990000026007233566001',
      'Payer: Shevchenko Iryna',
      'Type of activity: Sole proprietor',
      'Legal address: —',
      'Identification code: 3012345678',
      'Contract No.: F-17',
      'Amount: 13 450.99 ₴',
      'Purpose of payment: invoice No. 42 for March 2023, royalty and PR contribution under contract No. F-17.',
    ]);
  });

  test('without a payee every detail reads "—"; other languages', () => {
    const text = paymentOrderText('en', invoice, null, payer);
    assert.match(text, /Payee: —\n/);
    assert.match(text, /Settlement account: —\n/);
    assert.match(paymentOrderText('ua', invoice, payee, payer), /^Платіжне доручення\nОтримувач: Kovalenko Olena/);
    assert.match(paymentOrderText('he', invoice, payee, payer), /^הוראת תשלום/);
  });

  test('currencies: the symbol of a known code, the code of an unknown one', () => {
    assert.equal(invoiceCurrency('PLN'), 'pln');
    assert.equal(invoiceCurrency('GBP'), null);
    assert.equal(money('1234567.5', 'EUR'), '1 234 567.50 €');
    assert.equal(money('10', 'GBP'), '10.00 GBP');
  });
});

describe('e-mail', () => {
  test('lines with their sums, the total, the status and the order; HTML escaped', () => {
    const mail = invoiceMail('franchise@demo.school', 'en', invoice, payee, payer);
    assert.equal(mail.to, 'franchise@demo.school');
    assert.equal(mail.subject, 'Invoice No. 42 for March 2023');
    const text = mail.text.split('\n');
    assert.deepEqual(text.slice(0, 6), [
      'The invoice of Shevchenko Iryna for March 2023:',
      'Royalty: 1 × 12 451.00 ₴ = 12 451.00 ₴',
      'PR contribution: 1 × 0.00 ₴ = 0.00 ₴',
      'Workbooks <b>: 3 × 333.33 ₴ = 999.99 ₴',
      'Total: 13 450.99 ₴',
      'Status: unpaid',
    ]);
    assert.ok(text.includes('Please pay it with the payment order below.'));
    assert.ok(text.includes('Settlement account: UA213052990000026007233566001'));
    assert.ok(mail.html.includes('Workbooks &lt;b&gt;'));
    assert.ok(!mail.html.includes('<b>'));
    const paid = invoiceMail('x@y.z', 'he', { ...invoice, status: 'paid' }, payee, payer);
    assert.match(paid.html, /^<div dir="rtl" lang="he">/);
    assert.ok(paid.text.includes('סטטוס: שולמה'));
  });
});
