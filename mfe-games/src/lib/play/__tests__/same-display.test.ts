import { sameDisplay } from '../model/flash-display';

// Issue 9: the random abacus' countdown stopped on "3" for four seconds because every countdown display counted as
// the same, so 2, 1 and GO were never drawn.
describe('sameDisplay', () => {
  it('tells every countdown step apart', () => {
    const steps = [
      { kind: 'countdown', step: 0, label: '3' },
      { kind: 'countdown', step: 1, label: '2' },
      { kind: 'countdown', step: 2, label: '1' },
      { kind: 'countdown', step: 3, label: 'GO' },
    ] as const;
    for (let i = 1; i < steps.length; i++) expect(sameDisplay(steps[i - 1], steps[i])).toBe(false);
    expect(sameDisplay(steps[2], { ...steps[2] })).toBe(true);
  });

  it('tells numbers apart by position and value, and blank from the rest', () => {
    expect(sameDisplay({ kind: 'number', index: 0, value: 5 }, { kind: 'number', index: 1, value: 5 })).toBe(false);
    expect(sameDisplay({ kind: 'number', index: 0, value: 5 }, { kind: 'number', index: 0, value: 5 })).toBe(true);
    expect(sameDisplay({ kind: 'blank' }, { kind: 'blank' })).toBe(true);
    expect(sameDisplay({ kind: 'blank' }, { kind: 'countdown', step: 0, label: '3' })).toBe(false);
  });
});
