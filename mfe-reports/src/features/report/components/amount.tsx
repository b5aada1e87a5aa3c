// A figure of the report: money ("12 345.50 ₴"), a percentage or a count, kept left to right inside right-to-left
// text and never broken across lines.
import type { Currency } from '@abacus/contract/staff';
import { money } from '../model/figures';

export function Amount({ value, currency }: { value: string | null; currency?: Currency | null }) {
  return (
    <span className="report-figure" dir="ltr">
      {money(value, currency)}
    </span>
  );
}

export function Figure({ children }: { children: string | number }) {
  return (
    <span className="report-figure" dir="ltr">
      {children}
    </span>
  );
}
