// What the franchise list shows of a franchise's terms (spec 002 "Franchise table": royalty %, discounts, PR %,
// cost of education, and cost of education EN when not 0.00; "discounts ... shown comma-joined, or 0 if empty").
import type { FranchiseTerms } from '@abacus/contract/staff-lists-schema';
import { CURRENCY_SYMBOLS, type Currency } from '@abacus/contract/staff';

export interface TermLine {
  key: 'royalty' | 'royaltyEn' | 'pr' | 'price' | 'priceEn' | 'discounts' | 'bonusWeeks' | 'holiday';
  value: string;
  /** Values for the line's text (a holiday's start and days). */
  values?: Record<string, string | number>;
}

const isZero = (value: string | null) => value === null || Number(value) === 0;
const money = (value: string, currency: string | null) =>
  `${value} ${currency && currency in CURRENCY_SYMBOLS ? CURRENCY_SYMBOLS[currency as Currency] : ''}`.trim();

export function termLines(terms: FranchiseTerms): TermLine[] {
  const lines: TermLine[] = [
    { key: 'royalty', value: `${terms.royalty ?? '0.00'} %` },
    { key: 'pr', value: `${terms.pr_deposit ?? '0.00'} %` },
    { key: 'price', value: money(terms.price_min ?? '0.00', terms.currency) },
  ];
  if (!isZero(terms.royalty_en)) lines.push({ key: 'royaltyEn', value: `${terms.royalty_en} %` });
  if (!isZero(terms.price_min_en)) lines.push({ key: 'priceEn', value: money(terms.price_min_en!, terms.currency) });
  lines.push({
    key: 'discounts',
    value: terms.discounts.length ? terms.discounts.map((d) => `${d} %`).join(', ') : '0',
  });
  if (terms.bonus_weeks > 0) lines.push({ key: 'bonusWeeks', value: String(terms.bonus_weeks) });
  if (terms.bonus_days > 0 && terms.bonus_start) {
    const [y, m, d] = terms.bonus_start.split('-');
    lines.push({ key: 'holiday', value: '', values: { start: `${d}.${m}.${y}`, days: terms.bonus_days } });
  }
  return lines;
}
