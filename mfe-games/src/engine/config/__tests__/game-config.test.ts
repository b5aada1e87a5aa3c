import {
  ANZAN_TYPES,
  COLUMNS_SPEED,
  DEFAULT_CONFIG,
  DEFAULT_DIVISION,
  DIGIT_TYPES,
  GAME_MODES,
  GAME_TYPES,
  SQUARED_SPEED,
  VOICE_LANGUAGES,
  voiceLanguageFor,
} from '../game-config';

describe('game config (spec 001 sections 3 and 9)', () => {
  it('has every field the spec names, and columnGame (which multiplication game a columns game drills)', () => {
    expect(Object.keys(DEFAULT_CONFIG).sort()).toEqual(
      [
        'type',
        'length',
        'places',
        'digit',
        'complexity',
        'numbers',
        'pro',
        'mode',
        'speed',
        'withSound',
        'language',
        'homework',
        'read_only',
        'changedSpeed',
        'users',
        'isTimerEnabled',
        'timerCount',
        'isMultiplyColumn',
        'columnGame',
        'anzan_type',
        'digit_type',
      ].sort(),
    );
  });

  it('defaults: speed 1.6, length 10, places 1, sound on, columns timer 30 and enabled', () => {
    expect(DEFAULT_CONFIG.speed).toBe(1.6);
    expect(DEFAULT_CONFIG.length).toBe(10);
    expect(DEFAULT_CONFIG.places).toBe(1);
    expect(DEFAULT_CONFIG.withSound).toBe(true);
    expect(DEFAULT_CONFIG.timerCount).toBe(30);
    expect(DEFAULT_CONFIG.isTimerEnabled).toBe(true);
  });

  it('squared and columns speeds are 1.6 too', () => {
    expect(SQUARED_SPEED).toBe(1.6);
    expect(COLUMNS_SPEED).toBe(1.6);
  });

  it('elementary and anzan_random are the default level and anzan type', () => {
    expect(DEFAULT_CONFIG.digit_type).toBe('elementary');
    expect(DEFAULT_CONFIG.anzan_type).toBe('anzan_random');
  });

  it('division defaults to 100 divided by 10', () => expect(DEFAULT_DIVISION).toEqual([100, 10]));

  it('lists the ten game types, seven addition types, three anzan types and three modes', () => {
    expect(GAME_TYPES).toEqual([
      'addition',
      'abacus_random',
      'multiply',
      'multiply_quad',
      'multiply_50_100',
      'multiply_25x25',
      'divide',
      'anzan',
      'negative',
      'columns',
    ]);
    expect(DIGIT_TYPES).toEqual(['elementary', 'small_friends', 'big_friends', 'family', 'anzan', 'fifty', 'hundred']);
    expect(ANZAN_TYPES).toEqual(['anzan_random', 'anzan_plus', 'anzan_minus']);
    expect(GAME_MODES).toEqual(['columns', 'digits', 'abacus']);
  });

  it('has voices in the 12 languages of section 1', () => {
    expect(VOICE_LANGUAGES).toEqual(['ru', 'en', 'uk', 'pl', 'az', 'hy', 'he', 'md', 'fr', 'es', 'cs', 'de']);
  });

  it.each([
    ['ua', 'uk'],
    ['ro', 'md'],
    ['he', 'he'],
    ['de', 'de'],
    ['xx', 'en'],
  ])('the %s interface speaks %s', (lang, voice) => expect(voiceLanguageFor(lang)).toBe(voice));
});
