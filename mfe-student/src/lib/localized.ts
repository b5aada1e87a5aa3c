// Lesson names and bodies come in 12 fields per text (name_en … name_de); data uses uk where the
// interface says ua. An empty translation falls back to English, so a child never sees a blank.
import { dataLanguage, type DataLanguage, type Language } from '@abacus/shared';

export type { DataLanguage };
export type Localized<F extends string> = { [K in `${F}_${DataLanguage}`]?: string | null };

export function localizedText<F extends string>(record: Localized<F>, field: F, lang: Language): string {
  const fields = record as Record<string, string | null | undefined>;
  const own = fields[`${field}_${dataLanguage(lang)}`];
  return own?.trim() ? own : (fields[`${field}_en`] ?? '');
}
