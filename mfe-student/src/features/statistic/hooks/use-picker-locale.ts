// The calendar's month and weekday names in the interface language; each locale is its own small
// chunk, loaded when the calendar is first shown in that language.
import { useEffect, useState } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import type { Language } from '@abacus/shared';

const LOADERS: Record<Language, () => Promise<DayPickerLocale>> = {
  en: () => import('react-day-picker/locale/en-GB').then((m) => m.enGB),
  ru: () => import('react-day-picker/locale/ru').then((m) => m.ru),
  ua: () => import('react-day-picker/locale/uk').then((m) => m.uk),
  pl: () => import('react-day-picker/locale/pl').then((m) => m.pl),
  he: () => import('react-day-picker/locale/he').then((m) => m.he),
  az: () => import('react-day-picker/locale/az').then((m) => m.az),
  hy: () => import('react-day-picker/locale/hy').then((m) => m.hy),
  ro: () => import('react-day-picker/locale/ro').then((m) => m.ro),
  fr: () => import('react-day-picker/locale/fr').then((m) => m.fr),
  es: () => import('react-day-picker/locale/es').then((m) => m.es),
  cs: () => import('react-day-picker/locale/cs').then((m) => m.cs),
  de: () => import('react-day-picker/locale/de').then((m) => m.de),
};

/** Undefined until loaded (the calendar then uses its English default). */
export function usePickerLocale(lang: Language): DayPickerLocale | undefined {
  const [loaded, setLoaded] = useState<{ lang: Language; locale: DayPickerLocale } | null>(null);
  useEffect(() => {
    let current = true;
    LOADERS[lang]()
      .then((locale) => current && setLoaded({ lang, locale }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [lang]);
  return loaded?.lang === lang ? loaded.locale : undefined;
}
