// The worked examples of docs/finance.md, figure by figure (November 2026: 30 days). Terms: royalty 10 %, English
// royalty 15 %, minimum price 800.00, English minimum 1000.00, PR 5 %; a student's price 1000.00, first month 600.00.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addUp,
  daysInMonth,
  type FranchiseTerms,
  monthFigures,
  type StudentTerms,
  studentMonth,
  studyEnd,
} from './finance-math.ts';

const TERMS: FranchiseTerms = {
  year: 2026,
  month: 11,
  royalty: '10.00',
  royaltyEn: '15.00',
  priceMin: '800.00',
  priceMinEn: '1000.00',
  prDeposit: '5.00',
  discounts: [],
  bonus: null,
};
let nextId = 1;
const student = (patch: Partial<StudentTerms> = {}): StudentTerms => ({
  id: nextId++,
  start: '2026-09-01',
  blocked: null,
  deactivationMonth: 8,
  price: '1000.00',
  priceFirstMonth: '600.00',
  english: false,
  ...patch,
});
const figures = (s: StudentTerms, terms: Partial<FranchiseTerms> = {}) => {
  const row = studentMonth({ ...TERMS, ...terms }, s);
  assert.ok(row, 'the student is counted');
  return row;
};

describe('a student in the month (docs/finance.md, examples 1-8)', () => {
  it('1. a full month at the full price', () => {
    const one = student();
    assert.deepEqual(figures(one), {
      id: one.id,
      count: 1,
      priceMode: 'full',
      monthPrice: '1000.00',
      studyPrice: '1000.00',
      daysCount: 30,
      daysTotal: 30,
      bonusDays: 0,
      royalty: '100.00',
      discount: '0.00',
      discountSum: '0.00',
      pr: '50.00',
      end: null,
    });
  });

  it('2. starting on the 2nd: the first-month price for the whole month (the grace of days 1-2); royalty on the minimum', () => {
    const row = figures(student({ start: '2026-11-02' }));
    assert.equal(row.priceMode, 'first');
    assert.equal(row.daysCount, 30);
    assert.equal(row.studyPrice, '600.00');
    assert.equal(row.royalty, '80.00', '10 % of the minimum 800.00, not of 600.00');
    assert.equal(row.pr, '30.00');
  });

  it('3. starting on the 3rd: 28 of 30 days of the first-month price', () => {
    const row = figures(student({ start: '2026-11-03' }));
    assert.equal(row.priceMode, 'first');
    assert.equal(row.daysCount, 28);
    assert.equal(row.studyPrice, '560.00');
    assert.equal(row.royalty, '74.67', '80.00 x 28 / 30 = 74.666..., half up');
    assert.equal(row.pr, '28.00');
  });

  it('4. blocked on the 16th: the 1st to the 15th count', () => {
    const row = figures(student({ blocked: '2026-11-16' }));
    assert.equal(row.end, '2026-11-15');
    assert.equal(row.daysCount, 15);
    assert.equal(row.studyPrice, '500.00');
    assert.equal(row.royalty, '50.00');
    assert.equal(row.pr, '25.00');
    assert.equal(studentMonth({ ...TERMS, month: 12 }, student({ blocked: '2026-11-16' })), null, 'gone in December');
  });

  it('5. one bonus week from the 10th: 7 days carry no royalty; the student pays as usual', () => {
    const row = figures(student(), { bonus: { start: '2026-11-10', end: '2026-11-16' } });
    assert.equal(row.bonusDays, 7);
    assert.equal(row.studyPrice, '1000.00');
    assert.equal(row.royalty, '76.67', '100.00 x 23 / 30');
    assert.equal(row.pr, '50.00');
  });

  it('6. a holiday of 10 days from 25 October: 3 of its days are in November', () => {
    const row = figures(student(), { bonus: { start: '2026-10-25', end: '2026-11-03' } });
    assert.equal(row.bonusDays, 3);
    assert.equal(row.royalty, '90.00');
  });

  it('7. a 20 % discount from the 16th: 15 days carry 20 % less royalty', () => {
    const discounts = [{ start: '2026-11-16', end: '2026-12-31', value: '20.00' }];
    const row = figures(student(), { discounts });
    assert.equal(row.royalty, '100.00');
    assert.equal(row.discount, '20.00');
    assert.equal(row.discountSum, '10.00', '100.00 x 20 % x 15 / 30');
    // With a bonus week inside the discount period, those days carry nothing to discount.
    const both = figures(student(), { discounts, bonus: { start: '2026-11-16', end: '2026-11-22' } });
    assert.equal(both.royalty, '76.67');
    assert.equal(both.discountSum, '5.33', '100.00 x 20 % x 8 / 30 = 5.333...');
  });

  it('8. an English-stream student: the English royalty on the English minimum or the price', () => {
    const row = figures(student({ english: true, price: '1200.00' }));
    assert.equal(row.royalty, '180.00', '15 % of 1200.00');
    const cheap = figures(student({ english: true, price: '900.00' }));
    assert.equal(cheap.royalty, '150.00', '15 % of the English minimum 1000.00');
    const noEnglishTerms = figures(student({ english: true, price: '1200.00' }), { royaltyEn: null, priceMinEn: null });
    assert.equal(noEnglishTerms.royalty, '120.00', 'without English terms the usual ones apply');
  });

  it('not yet studying, or gone before the month: not in the report', () => {
    assert.equal(studentMonth(TERMS, student({ start: '2026-12-01' })), null);
    assert.equal(studentMonth(TERMS, student({ blocked: '2026-11-01' })), null);
    assert.equal(studentMonth(TERMS, student({ blocked: '2026-11-02' }))?.daysCount, 1);
  });

  it('a student blocked in the summer stops at the start of the deactivation month when that is earlier', () => {
    assert.equal(studyEnd({ blocked: '2026-08-20', deactivationMonth: 6 }), '2026-05-31');
    assert.equal(studyEnd({ blocked: '2026-07-15', deactivationMonth: 8 }), '2026-07-14');
    assert.equal(studyEnd({ blocked: '2026-11-16', deactivationMonth: 6 }), '2026-11-15', 'not in the summer');
    const summer = student({ start: '2026-01-10', blocked: '2026-08-20', deactivationMonth: 6 });
    assert.equal(studentMonth({ ...TERMS, month: 7 }, summer), null);
    assert.equal(studentMonth({ ...TERMS, month: 5 }, summer)?.daysCount, 31);
  });

  it('the month lengths, leap years too', () => {
    assert.equal(daysInMonth(2026, 11), 30);
    assert.equal(daysInMonth(2028, 2), 29);
    assert.equal(daysInMonth(2026, 2), 28);
  });
});

describe('the franchise in the month (docs/finance.md, examples 9 and 10)', () => {
  it('9. a franchise of examples 1, 2, 3, 4 and 8: the sums, the rows per price, what it owes', () => {
    const month = monthFigures(TERMS, [
      student(),
      student({ start: '2026-11-02' }),
      student({ start: '2026-11-03' }),
      student({ blocked: '2026-11-16' }),
      student({ english: true, price: '1200.00' }),
      student({ start: '2027-01-10' }),
    ]);
    assert.equal(month.total, 5);
    assert.equal(month.active, 4);
    assert.equal(month.inactive, 1);
    assert.equal(month.turnover, '3860.00');
    assert.equal(month.prSum, '193.00');
    assert.equal(month.royaltySum, '484.67');
    assert.equal(month.discountSum, '0.00');
    assert.equal(month.due, '677.67');
    assert.equal(month.price, '880.00', 'the average of the month prices');
    assert.deepEqual(month.tableRows, [
      { price: '600.00', students: 2, turnover: '1160.00', pr: '58.00', royalty: '154.67' },
      { price: '1000.00', students: 2, turnover: '1500.00', pr: '75.00', royalty: '150.00' },
      { price: '1200.00', students: 1, turnover: '1200.00', pr: '60.00', royalty: '180.00' },
    ]);
    assert.equal(month.blank, false);
  });

  it('10. a franchise with no students: the blank row owes the default royalty 200.00', () => {
    const month = monthFigures({ ...TERMS, bonus: { start: '2026-11-01', end: '2026-11-07' } }, []);
    assert.equal(month.blank, true);
    assert.equal(month.royaltySum, '200.00');
    assert.equal(month.turnover, '0.00');
    assert.equal(month.due, '200.00');
    assert.equal(month.bonusDays, 7);
    assert.deepEqual(month.tableRows, []);
  });

  it('a month that ended before the franchise was made owes nothing; the month it was made owes the blank row', () => {
    assert.equal(monthFigures({ ...TERMS, joined: '2026-12-02' }, []).due, '0.00');
    assert.equal(monthFigures({ ...TERMS, joined: '2026-11-30' }, []).due, '200.00');
    assert.equal(monthFigures({ ...TERMS, joined: '2020-01-01' }, []).due, '200.00');
  });

  it('a thousand students at 333.33: sums stay exact (no float drift)', () => {
    const many = Array.from({ length: 1000 }, () => student({ price: '333.33' }));
    const month = monthFigures({ ...TERMS, priceMin: '0.00' }, many);
    assert.equal(month.turnover, '333330.00');
    assert.equal(month.royaltySum, '33330.00', '1000 x 33.33 (10 % of 333.33 = 33.333, half up per student)');
  });

  it('students who share every term may come grouped (count): the same figures as one by one', () => {
    const terms = { ...TERMS, discounts: [{ start: '2026-11-10', end: '2026-11-20', value: '15.00' }] };
    const kinds = [student(), student({ start: '2026-11-03', price: '1200.00' }), student({ blocked: '2026-11-16' })];
    const oneByOne = monthFigures(terms, [...kinds, ...kinds, ...kinds, kinds[1]]);
    const grouped = monthFigures(terms, [
      { ...kinds[0], count: 3 },
      { ...kinds[1], count: 4 },
      { ...kinds[2], count: 3 },
    ]);
    const { students: _a, ...sums } = oneByOne;
    const { students: _b, ...groupedSums } = grouped;
    assert.deepEqual(groupedSums, sums);
    assert.equal(grouped.total, 10);
    assert.equal(grouped.inactive, 3);
  });

  it('a master franchise adds its franchises up', () => {
    const a = monthFigures(TERMS, [student()]);
    const b = monthFigures(TERMS, []);
    assert.deepEqual(addUp([a, b]), {
      turnover: '1000.00',
      prSum: '50.00',
      royaltySum: '300.00',
      discountSum: '0.00',
      due: '350.00',
    });
  });
});
