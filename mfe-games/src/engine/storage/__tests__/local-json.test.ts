import { readLocal, readLocalJson, writeLocalJson } from '../local-json';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('local JSON storage', () => {
  it('writes JSON and reads it back', () => {
    writeLocalJson('k', { a: [1, 2] });
    expect(readLocal('k')).toBe('{"a":[1,2]}');
    expect(readLocalJson('k')).toEqual({ a: [1, 2] });
  });

  it('reads a missing or corrupt entry as null', () => {
    expect(readLocal('missing')).toBeNull();
    expect(readLocalJson('missing')).toBeNull();
    localStorage.setItem('k', '{not json');
    expect(readLocalJson('k')).toBeNull();
  });

  it('never throws when storage is disabled or full', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readLocal('k')).toBeNull();
    expect(readLocalJson('k')).toBeNull();
    expect(() => writeLocalJson('k', 1)).not.toThrow();
  });
});
