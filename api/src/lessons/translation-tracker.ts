// The translation tracker of the lessons screen (issue 11): which languages of a lesson are missing, and which were
// last changed before the ru text they are translated from (spec 002: "language tabs (default ru)").
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { isBlankHtml, type TranslationTracker } from '@abacus/contract/lessons-schema';
import type { Translations } from '../db/schema.ts';

export interface LessonTexts {
  name: Translations;
  body: Translations;
  textsUpdated: Translations;
}

export function trackTranslations({ name, body, textsUpdated }: LessonTexts): TranslationTracker {
  const ru = textsUpdated.ru;
  return Object.fromEntries(
    DATA_LANGUAGES.map((l) => {
      if (!name[l]?.trim() || isBlankHtml(body[l])) return [l, 'missing'];
      const at = textsUpdated[l];
      return [l, l !== 'ru' && ru && at && at < ru ? 'stale' : 'ok'];
    }),
  ) as TranslationTracker;
}

/** The change times after a write: every language whose name or body changed is stamped `now`. */
export function stampChanged(before: LessonTexts, after: Omit<LessonTexts, 'textsUpdated'>, now: string): Translations {
  const stamped = { ...before.textsUpdated };
  for (const l of DATA_LANGUAGES) {
    if ((before.name[l] ?? '') !== (after.name[l] ?? '') || (before.body[l] ?? '') !== (after.body[l] ?? '')) {
      stamped[l] = now;
    }
  }
  return stamped;
}
