// The month summary of a master franchise or of the network: the sums of the franchises under it (docs/finance.md,
// "A master franchise's report"), in the shape of a franchise's summary so one screen shows both.
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import { addUp, daysInMonth, type PriceRow } from './finance-math.ts';
import type { FranchiseMonth } from './franchise-month.ts';
import type { ReportOwner } from './report-access.ts';

const cents = (amount: string) => BigInt(amount.replace('.', ''));
const money = (value: bigint) => {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** Rows per price of several franchises, merged by price (exact: integer cents). */
function mergeRows(months: readonly FranchiseMonth[]): PriceRow[] {
  const byPrice = new Map<string, { students: number; turnover: bigint; pr: bigint; royalty: bigint }>();
  for (const { figures } of months) {
    for (const row of figures.tableRows) {
      const known = byPrice.get(row.price) ?? { students: 0, turnover: 0n, pr: 0n, royalty: 0n };
      known.students += row.students;
      known.turnover += cents(row.turnover);
      known.pr += cents(row.pr);
      known.royalty += cents(row.royalty);
      byPrice.set(row.price, known);
    }
  }
  return [...byPrice.entries()]
    .sort(([a], [b]) => (cents(a) < cents(b) ? -1 : 1))
    .map(([price, r]) => ({
      price,
      students: r.students,
      turnover: money(r.turnover),
      pr: money(r.pr),
      royalty: money(r.royalty),
    }));
}

function commonCurrency(months: readonly FranchiseMonth[]): FranchiseSummary['currency'] {
  const currencies = new Set(months.map((m) => m.franchise.currency));
  return currencies.size === 1 ? [...currencies][0] : null;
}

export function combinedSummary(
  owner: ReportOwner,
  year: number,
  month: number,
  months: readonly FranchiseMonth[],
): FranchiseSummary {
  const sums = addUp(months.map((m) => m.figures));
  const tableRows = mergeRows(months);
  const total = months.reduce((n, m) => n + m.figures.total, 0);
  const weighted = tableRows.reduce((sum, r) => sum + cents(r.price) * BigInt(r.students), 0n);
  return {
    id: owner.id,
    region: owner.region,
    full_name: [owner.lastName, owner.firstName, owner.middleName].filter(Boolean).join(' '),
    email: owner.email,
    // Sums across currencies mean nothing: the combined figures carry a currency only when every franchise shares it.
    currency: commonCurrency(months),
    contract_number: owner.contractNumber,
    year,
    month,
    days_total: daysInMonth(year, month),
    students: {
      total,
      active: months.reduce((n, m) => n + m.figures.active, 0),
      inactive: months.reduce((n, m) => n + m.figures.inactive, 0),
    },
    price_min: owner.priceMin ?? '0.00',
    // The average month price of all the students: the same rounding as a franchise's (half up to the cent).
    price: total === 0 ? '0.00' : money((weighted * 2n + BigInt(total)) / (2n * BigInt(total))),
    turnover: sums.turnover,
    pr_deposit: owner.prDeposit ?? '0.00',
    pr_sum: sums.prSum,
    discount: '0.00',
    discount_sum: sums.discountSum,
    royalty: owner.royalty ?? '0.00',
    royalty_sum: sums.royaltySum,
    total: sums.due,
    bonus_days: 0,
    blank: months.length === 0,
    table_rows: tableRows,
  };
}
