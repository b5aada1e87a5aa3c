// Which clips of a language's voice sprite say a number, in order. The clips are made by
// mfe-games/scripts/make-voices.mjs (see audio/voice-lexicon.mjs there for what each key says).
// A number is read as abacus schools read a sequence: the number alone, "minus" before a subtraction.
// Limits: whole numbers up to 99 999 in absolute value (five places, the largest complexity).
import { MAX_VOICED_NUMBER } from '@abacus/contract/games';
import type { VoiceLanguage } from '../config/game-config';

export const MAX_VOICED = MAX_VOICED_NUMBER;

export const COUNTDOWN_CLIPS = ['c3', 'c2', 'c1', 'go'] as const;
export type CountdownClip = (typeof COUNTDOWN_CLIPS)[number];

export const canVoice = (n: number) => Number.isInteger(n) && Math.abs(n) <= MAX_VOICED;

/** "N thousand" for N in 1..99. */
function thousandParts(lang: VoiceLanguage, count: number): string[] {
  if (lang === 'he') return [`t${count}`];
  if (count === 1) return ['k1'];
  const unit = count % 10;
  const tens = count - unit;
  const teen = count % 100 >= 10 && count % 100 <= 19;
  const tensPart = tens ? [`n${tens}`] : [];
  switch (lang) {
    case 'ru':
    case 'uk': {
      // "двадцать одна тысяча", "две тысячи", "пять тысяч": the count is feminine, the word takes three forms.
      if (!teen && unit === 1) return [...tensPart, 'f1', 'k1'];
      if (!teen && unit === 2) return [...tensPart, 'f2', 'kf'];
      return [`n${count}`, !teen && (unit === 3 || unit === 4) ? 'kf' : 'k'];
    }
    case 'pl':
    case 'cs': {
      const few = !teen && unit >= 2 && unit <= 4;
      const countPart = lang === 'cs' && count === 2 ? 'f2' : `n${count}`;
      return [countPart, few ? 'kf' : 'k'];
    }
    case 'md': {
      // "două mii", "douăsprezece mii", "douăzeci și una de mii": feminine, and "de" from twenty on.
      if (count === 2) return ['f2', 'k'];
      if (count === 12) return ['f12', 'k'];
      if (count < 20) return [`n${count}`, 'k'];
      if (unit === 1) return [...tensPart, 'f21', 'kd'];
      if (unit === 2) return [...tensPart, 'f22', 'kd'];
      return [`n${count}`, 'kd'];
    }
    case 'es':
      // "veintiún mil", "treinta y un mil".
      if (count === 21) return ['u21', 'k'];
      if (count > 30 && unit === 1) return [...tensPart, 'yun', 'k'];
      return [`n${count}`, 'k'];
    default:
      return [`n${count}`, 'k'];
  }
}

/** The conjunction Hebrew puts before the last element: "shlosh meot ve-esrim", "elef ve-chamesh meot". */
function hebrewAnd(parts: string[], hundreds: number, rest: number): string[] {
  if (parts.length < 2) return parts;
  const last = parts.length - 1;
  if (rest > 0) {
    // 21..99 that are not round already say "ve-" inside ("esrim ve-achat").
    if (rest < 20 || rest % 10 === 0) parts[last] = `a${rest}`;
  } else if (hundreds > 0) {
    parts[last] = `ah${hundreds}`;
  }
  return parts;
}

/** The sprite keys that say `n` in `lang`. Throws a RangeError outside ±99 999 or for a fraction. */
export function numberParts(lang: VoiceLanguage, n: number): string[] {
  if (!canVoice(n)) throw new RangeError(`cannot voice ${n}: whole numbers up to ${MAX_VOICED} only`);
  const sign = n < 0 ? ['minus'] : [];
  const value = Math.abs(n);
  const thousands = Math.floor(value / 1000);
  const hundreds = Math.floor((value % 1000) / 100);
  const rest = value % 100;

  const parts: string[] = thousands ? thousandParts(lang, thousands) : [];
  if (hundreds) parts.push(lang === 'es' && hundreds === 1 && rest > 0 ? 'hc1' : `h${hundreds}`);
  if (rest > 0 || value === 0) {
    if (lang === 'en' && parts.length > 0) parts.push('and');
    parts.push(`n${rest}`);
  }
  return [...sign, ...(lang === 'he' ? hebrewAnd(parts, hundreds, rest) : parts)];
}
