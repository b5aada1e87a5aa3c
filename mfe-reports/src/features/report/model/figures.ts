// How the report writes its figures (spec 002 section 9 "Number display"): money with spaces between thousands and
// the currency symbol (formatMoney of the contract), percentages, days, dates DD.MM.YYYY. Pure.
import { formatMoney } from '@abacus/contract/finance';
import type { Currency } from '@abacus/contract/staff';

export const money = (amount: string | null, currency: Currency | null | undefined) =>
  amount === null ? '—' : formatMoney(amount, currency);

/** "12.50" -> "12.50 %". */
export const percent = (value: string) => `${formatMoney(value)} %`;

/** "2026-10-02" (or an ISO date-time) -> "02.10.2026"; '' when it is no date. */
export function formatDay(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** The counted days of the month: "28 / 31". */
export const daysText = (count: number, total: number) => `${count} / ${total}`;
