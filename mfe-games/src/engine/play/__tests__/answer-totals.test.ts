import {
  countAnswer,
  getAnswerTotals,
  resetAnswerTotals,
  setAnswerTotals,
  subscribeAnswerTotals,
  type AnswerTotalsChange,
} from '../answer-totals';

beforeEach(resetAnswerTotals);

describe('answer totals', () => {
  it('counts judged answers on top of the server totals and tells why they changed', () => {
    const changes: AnswerTotalsChange[] = [];
    const unsubscribe = subscribeAnswerTotals((change) => changes.push(change));
    setAnswerTotals({ user: 7, total: 40, totalRight: 19 });
    countAnswer(7, true);
    countAnswer(7, false);
    unsubscribe();
    countAnswer(7, true);

    expect(changes.map((c) => [c.cause, c.before?.totalRight ?? null, c.after.totalRight, c.after.total])).toEqual([
      ['server', null, 19, 40],
      ['answer', 19, 20, 41],
      ['answer', 20, 20, 42],
    ]);
    expect(getAnswerTotals()).toEqual({ user: 7, total: 43, totalRight: 21 });
  });

  it('ignores answers before the totals are loaded, and answers of another student', () => {
    countAnswer(7, true);
    expect(getAnswerTotals()).toBeNull();
    setAnswerTotals({ user: 7, total: 1, totalRight: 1 });
    countAnswer(8, true);
    expect(getAnswerTotals()).toEqual({ user: 7, total: 1, totalRight: 1 });
  });

  it('the same server totals again change nothing', () => {
    const listener = jest.fn();
    setAnswerTotals({ user: 7, total: 3, totalRight: 2 });
    subscribeAnswerTotals(listener);
    setAnswerTotals({ user: 7, total: 3, totalRight: 2 });
    expect(listener).not.toHaveBeenCalled();
  });
});
