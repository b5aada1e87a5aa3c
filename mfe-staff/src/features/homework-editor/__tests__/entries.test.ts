import { MAX_HOMEWORK_GAMES, totalSeconds } from '@abacus/contract/homework';
import {
  canAdd,
  entrySeconds,
  homeworkSeconds,
  moveBy,
  moveEntry,
  newEntry,
  removeEntry,
  requestAdd,
  requestTypeChange,
  resolveMatific,
  updateEntry,
} from '../model/entries';
import { defaultsFor } from '../model/game-defaults';
import type { EditorEntry } from '../model/game-fields';
import { changeType, kindOf } from '../model/game-rules';

const three = () => [newEntry(), newEntry(), newEntry()];
const keys = (entries: readonly EditorEntry[]) => entries.map((e) => e.key);

describe('spec 002 "Add, delete and reorder game configurations (up, down, or drag)"', () => {
  it('adds an addition game, up to the limit', () => {
    const list = three();
    const added = requestAdd(list);
    expect('entries' in added && added.entries.length).toBe(4);
    expect('entries' in added && kindOf(added.entries[3]!.game)).toBe('addition');
    const full = Array.from({ length: MAX_HOMEWORK_GAMES }, newEntry);
    expect(canAdd(full)).toBe(false);
    expect('entries' in requestAdd(full) && (requestAdd(full) as { entries: EditorEntry[] }).entries.length).toBe(
      MAX_HOMEWORK_GAMES,
    );
  });

  it('every entry has its own key, which follows it through reorders', () => {
    const list = three();
    expect(new Set(keys(list)).size).toBe(3);
    const [a, b, c] = keys(list);
    expect(keys(moveEntry(list, 0, 2))).toEqual([b, c, a]);
    expect(keys(moveEntry(list, 2, 0))).toEqual([c, a, b]);
    expect(keys(moveBy(list, b!, -1))).toEqual([b, a, c]);
    expect(keys(moveBy(list, b!, 1))).toEqual([a, c, b]);
    // The first cannot go up, the last cannot go down.
    expect(keys(moveBy(list, a!, -1))).toEqual([a, b, c]);
    expect(keys(moveBy(list, c!, 1))).toEqual([a, b, c]);
    expect(keys(removeEntry(list, b!))).toEqual([a, c]);
  });

  it('changes one configuration only', () => {
    const list = three();
    const changed = updateEntry(list, list[1]!.key, (g) => ({ ...g, repeat: 5 }));
    expect(changed.map((e) => e.game.repeat)).toEqual([1, 5, 1]);
  });
});

describe('spec 002 section 4: "Matific homework allows one configuration only"', () => {
  it('choosing Matific for the only game needs no warning', () => {
    const list = [newEntry()];
    const result = requestTypeChange(list, list[0]!.key, 'matific');
    expect('entries' in result && result.entries[0]!.game.type).toBe('matific');
  });

  it('"A warning asks whether to keep Matific or other games" when other games exist', () => {
    const list = three();
    const key = list[1]!.key;
    const result = requestTypeChange(list, key, 'matific');
    expect(result).toEqual({ conflict: { action: 'switch', key } });
    if (!('conflict' in result)) throw new Error('no warning');
    // "all non-Matific games removed"
    const matific = resolveMatific(list, result.conflict, 'matific');
    expect(matific.map((e) => [e.key, e.game.type])).toEqual([[key, 'matific']]);
    // "Matific games can be removed": the other games stay as they were
    expect(resolveMatific(list, result.conflict, 'others')).toEqual(list);
  });

  it('adding a game to a Matific homework asks the same question', () => {
    const [only] = [newEntry()];
    const list = [{ ...only!, game: changeType(only!.game, 'matific') }];
    const result = requestAdd(list);
    expect(result).toEqual({ conflict: { action: 'add' } });
    if (!('conflict' in result)) throw new Error('no warning');
    expect(resolveMatific(list, result.conflict, 'matific')).toEqual(list);
    const others = resolveMatific(list, result.conflict, 'others');
    expect(others).toHaveLength(1);
    expect(others[0]!.game.type).toBe('addition');
  });

  it('other types never ask', () => {
    const list = three();
    expect('entries' in requestTypeChange(list, list[0]!.key, 'divide')).toBe(true);
  });
});

describe('the shown total time (spec 002 section 9: "speed × repeat × length")', () => {
  it('is speed x repeat x length, and "Speed and length count as 1 for the displayed total time of divide and multiply"', () => {
    expect(entrySeconds({ ...defaultsFor('addition'), speed: 1.5, repeat: 4, operation_number: 10 })).toBe(60);
    expect(entrySeconds({ ...defaultsFor('divide'), speed: 5, repeat: 3, operation_number: 1 })).toBe(3);
    expect(entrySeconds({ ...defaultsFor('multiply'), speed: 5, repeat: 2 })).toBe(2);
    expect(entrySeconds({ ...defaultsFor('multiply'), type: 'multiply_quad', speed: 5, repeat: 2 })).toBe(2);
    expect(entrySeconds(defaultsFor('matific'))).toBeNull();
    expect(totalSeconds({ type: 'addition', speed: 0.1, repeat: 3, operation_number: 7 })).toBe(2.1);
  });

  it('adds up the homework, Matific aside', () => {
    const list = three().map((e, i) => ({ ...e, game: { ...e.game, speed: 0.5 * (i + 1), operation_number: 2 } }));
    expect(homeworkSeconds(list)).toBe(6); // 1 + 2 + 3
    expect(homeworkSeconds([])).toBe(0);
  });
});
