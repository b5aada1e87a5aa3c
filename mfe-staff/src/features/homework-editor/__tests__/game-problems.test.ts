import { MATIFIC_LINK, NUMBERS_REQUIRED } from '@abacus/contract/homework';
import { INVALID_CHOICE } from '@abacus/contract/messages';
import { newEntry } from '../model/entries';
import { defaultsFor } from '../model/game-defaults';
import { DIVIDEND_TOO_SMALL, entriesProblems, gameProblems, serverProblems } from '../model/game-problems';
import { changeColumnsKind, changeMultiplyLevel, toggleNumbers } from '../model/game-rules';

describe('what keeps a homework from being saved', () => {
  it('"A multiply game with no numbers chosen blocks saving and triggers validation on that configuration"', () => {
    const list = [newEntry(), { ...newEntry(), game: defaultsFor('multiply') }, newEntry()];
    const problems = entriesProblems(list);
    expect(Object.keys(problems)).toEqual([list[1]!.key]);
    expect(problems[list[1]!.key]).toEqual({ numbers: NUMBERS_REQUIRED });
    expect(gameProblems(toggleNumbers(defaultsFor('multiply'), [7], true))).toEqual({});
    // Columns of multiplication need them as well; squared, base and 25x25 have their own numbers.
    expect(gameProblems(changeColumnsKind(defaultsFor('columns'), 'multiply'))).toEqual({ numbers: NUMBERS_REQUIRED });
    for (const level of ['multiply_quad', 'multiply_50_100', 'multiply_25x25'] as const) {
      expect(gameProblems(changeMultiplyLevel(defaultsFor('multiply'), level))).toEqual({});
    }
  });

  it('"multiply_50_100 places are 50 or 100"; fifty and hundred lose 1 and 10 (the contract\'s placesFor)', () => {
    const base = changeMultiplyLevel(defaultsFor('multiply'), 'multiply_50_100');
    expect(gameProblems({ ...base, difficult: 100 })).toEqual({});
    expect(gameProblems({ ...base, difficult: 10 })).toEqual({ difficult: INVALID_CHOICE });
    const fifty = { ...defaultsFor('addition'), digit_type: 'fifty' as const };
    expect(gameProblems({ ...fifty, difficult: 1 })).toEqual({ difficult: INVALID_CHOICE });
    expect(gameProblems({ ...fifty, difficult: 10 })).toEqual({});
    const hundred = { ...defaultsFor('addition'), digit_type: 'hundred' as const };
    expect(gameProblems({ ...hundred, difficult: 10 })).toEqual({ difficult: INVALID_CHOICE });
  });

  it('a Matific activity needs its https address', () => {
    const matific = defaultsFor('matific');
    expect(gameProblems(matific)).toEqual({ link: MATIFIC_LINK });
    expect(gameProblems({ ...matific, link: 'http://www.matific.com/x' })).toEqual({ link: MATIFIC_LINK });
    expect(gameProblems({ ...matific, link: 'https://evil.example/matific.com' })).toEqual({ link: MATIFIC_LINK });
    expect(gameProblems({ ...matific, link: ' https://www.matific.com/us/en/activity/123 ' })).toEqual({});
  });

  it('a division needs a dividend larger than its divisor', () => {
    const divide = defaultsFor('divide');
    expect(gameProblems(divide)).toEqual({});
    expect(gameProblems({ ...divide, difficult: 10, difficult_2: 100 })).toEqual({ difficult_2: DIVIDEND_TOO_SMALL });
    expect(gameProblems({ ...divide, difficult: 10, difficult_2: 10 })).toEqual({ difficult_2: DIVIDEND_TOO_SMALL });
  });

  it('the server\'s "games.1.operation_number" lands on the second configuration sent', () => {
    const sent = [newEntry(), newEntry()];
    const { byKey, general } = serverProblems(
      {
        'games.1.operation_number': 'Ensure this value is between 2 and 25.',
        'games.0': 'Select a valid choice',
        games: 'A Matific homework has one activity and no other games.',
        detail: 'x',
      },
      sent,
    );
    expect(byKey).toEqual({
      [sent[1]!.key]: { operation_number: 'Ensure this value is between 2 and 25.' },
      [sent[0]!.key]: { type: 'Select a valid choice' },
    });
    expect(general).toBe('A Matific homework has one activity and no other games.');
    // A configuration the list no longer has is the homework's problem.
    expect(serverProblems({ 'games.5.speed': 'bad' }, sent)).toEqual({ byKey: {}, general: 'bad' });
  });
});
