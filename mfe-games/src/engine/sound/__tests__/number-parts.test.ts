import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VOICE_LANGUAGES, type VoiceLanguage } from '../../config/game-config';
import { canVoice, COUNTDOWN_CLIPS, MAX_VOICED, numberParts } from '../number-parts';

const spriteKeys = (lang: VoiceLanguage) =>
  Object.keys(
    JSON.parse(readFileSync(join(__dirname, '../../../../assets/voices', `${lang}.json`), 'utf8')).sprite as object,
  );

describe('number parts', () => {
  it('says 0-99 as one clip and a sign as "minus" first', () => {
    expect(numberParts('ru', 0)).toEqual(['n0']);
    expect(numberParts('ru', 77)).toEqual(['n77']);
    expect(numberParts('de', -5)).toEqual(['minus', 'n5']);
    expect(numberParts('fr', -345)).toEqual(['minus', 'h3', 'n45']);
  });

  it('composes hundreds and thousands', () => {
    expect(numberParts('pl', 300)).toEqual(['h3']);
    expect(numberParts('pl', 1000)).toEqual(['k1']);
    expect(numberParts('pl', 34_567)).toEqual(['n34', 'kf', 'h5', 'n67']);
    expect(numberParts('pl', 25_000)).toEqual(['n25', 'k']);
    expect(numberParts('de', 99_999)).toEqual(['n99', 'k', 'h9', 'n99']);
    expect(numberParts('az', 1_005)).toEqual(['k1', 'n5']);
  });

  it('makes the Slavic count agree with the word for thousand', () => {
    expect(numberParts('ru', 21_000)).toEqual(['n20', 'f1', 'k1']);
    expect(numberParts('ru', 2_000)).toEqual(['f2', 'kf']);
    expect(numberParts('ru', 22_000)).toEqual(['n20', 'f2', 'kf']);
    expect(numberParts('ru', 34_000)).toEqual(['n34', 'kf']);
    expect(numberParts('ru', 12_000)).toEqual(['n12', 'k']);
    expect(numberParts('ru', 11_000)).toEqual(['n11', 'k']);
    expect(numberParts('uk', 5_000)).toEqual(['n5', 'k']);
    expect(numberParts('cs', 2_000)).toEqual(['f2', 'kf']);
    expect(numberParts('cs', 21_000)).toEqual(['n21', 'k']);
    expect(numberParts('cs', 13_000)).toEqual(['n13', 'k']);
  });

  it('uses the Romanian feminine forms and "de" from twenty thousand on', () => {
    expect(numberParts('md', 1_000)).toEqual(['k1']);
    expect(numberParts('md', 2_000)).toEqual(['f2', 'k']);
    expect(numberParts('md', 12_000)).toEqual(['f12', 'k']);
    expect(numberParts('md', 15_000)).toEqual(['n15', 'k']);
    expect(numberParts('md', 20_000)).toEqual(['n20', 'kd']);
    expect(numberParts('md', 21_000)).toEqual(['n20', 'f21', 'kd']);
    expect(numberParts('md', 52_300)).toEqual(['n50', 'f22', 'kd', 'h3']);
    expect(numberParts('md', 45_000)).toEqual(['n45', 'kd']);
  });

  it('says Spanish "cien" alone and "ciento" before more, "veintiún mil"', () => {
    expect(numberParts('es', 100)).toEqual(['h1']);
    expect(numberParts('es', 112)).toEqual(['hc1', 'n12']);
    expect(numberParts('es', 1_100)).toEqual(['k1', 'h1']);
    expect(numberParts('es', 21_000)).toEqual(['u21', 'k']);
    expect(numberParts('es', 31_000)).toEqual(['n30', 'yun', 'k']);
    expect(numberParts('es', 11_000)).toEqual(['n11', 'k']);
  });

  it('puts the British "and" before the tens', () => {
    expect(numberParts('en', 312)).toEqual(['h3', 'and', 'n12']);
    expect(numberParts('en', 5_012)).toEqual(['n5', 'k', 'and', 'n12']);
    expect(numberParts('en', 5_300)).toEqual(['n5', 'k', 'h3']);
    expect(numberParts('en', 12)).toEqual(['n12']);
  });

  it('puts the Hebrew "ve-" before the last element unless it already has one', () => {
    expect(numberParts('he', 340)).toEqual(['h3', 'a40']);
    expect(numberParts('he', 312)).toEqual(['h3', 'a12']);
    expect(numberParts('he', 345)).toEqual(['h3', 'n45']);
    expect(numberParts('he', 2_300)).toEqual(['t2', 'ah3']);
    expect(numberParts('he', 2_345)).toEqual(['t2', 'h3', 'n45']);
    expect(numberParts('he', 1_005)).toEqual(['t1', 'a5']);
    expect(numberParts('he', 21_000)).toEqual(['t21']);
    expect(numberParts('he', 7)).toEqual(['n7']);
  });

  it('refuses what it cannot say', () => {
    expect(canVoice(MAX_VOICED)).toBe(true);
    expect(canVoice(-MAX_VOICED)).toBe(true);
    expect(canVoice(100_000)).toBe(false);
    expect(canVoice(1.5)).toBe(false);
    expect(() => numberParts('en', 100_000)).toThrow(RangeError);
    expect(() => numberParts('en', 0.5)).toThrow(RangeError);
  });

  it.each(VOICE_LANGUAGES)('%s: the sprite has every clip any number needs, and no clip goes unused', (lang) => {
    const available = new Set(spriteKeys(lang));
    const used = new Set<string>([...COUNTDOWN_CLIPS, 'minus']);
    for (let n = 0; n <= MAX_VOICED; n++) for (const part of numberParts(lang, n)) used.add(part);
    expect([...used].filter((key) => !available.has(key))).toEqual([]);
    expect([...available].filter((key) => !used.has(key))).toEqual([]);
  });
});
