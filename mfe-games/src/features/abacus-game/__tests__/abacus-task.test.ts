import {
  abacusTaskReducer,
  currentNumber,
  INITIAL_TASK,
  needsNumbers,
  rodsFor,
  type AbacusTaskEvent,
} from '../model/abacus-task';

const run = (...events: AbacusTaskEvent[]) => events.reduce(abacusTaskReducer, INITIAL_TASK);

describe('the online abacus task', () => {
  it('shows the numbers of a batch one by one and scores first checks', () => {
    let state = run({ type: 'loaded', numbers: [47, 305] });
    expect(currentNumber(state)).toBe(47);
    state = abacusTaskReducer(state, { type: 'check', value: 47 });
    expect(state.checked).toEqual({ value: 47, right: true });
    expect(state.score).toEqual({ right: 1, total: 1 });
    state = abacusTaskReducer(state, { type: 'next' });
    expect(currentNumber(state)).toBe(305);
    expect(state.checked).toBeNull();
    state = abacusTaskReducer(state, { type: 'next' });
    expect(needsNumbers(state)).toBe(true);
  });

  it('a wrong check can be fixed, but only the first try scores', () => {
    const state = run(
      { type: 'loaded', numbers: [305] },
      { type: 'check', value: 350 },
      { type: 'edit' },
      { type: 'check', value: 305 },
    );
    expect(state.checked).toEqual({ value: 305, right: true });
    expect(state.score).toEqual({ right: 0, total: 1 });
  });

  it('moving beads after a wrong check clears the verdict; after a right one it stays', () => {
    expect(run({ type: 'loaded', numbers: [5] }, { type: 'check', value: 6 }, { type: 'edit' }).checked).toBeNull();
    expect(run({ type: 'loaded', numbers: [5] }, { type: 'check', value: 5 }, { type: 'edit' }).checked).toEqual({
      value: 5,
      right: true,
    });
  });

  it('nothing to check before numbers arrive', () => {
    expect(run({ type: 'check', value: 3 })).toEqual(INITIAL_TASK);
    expect(run({ type: 'next' })).toEqual(INITIAL_TASK);
  });

  it('the abacus has a rod more than the number, 3 to 7', () => {
    expect(rodsFor(1)).toBe(3);
    expect(rodsFor(4)).toBe(5);
    expect(rodsFor(7)).toBe(7);
  });
});
