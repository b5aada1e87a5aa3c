import { useTranslation } from '@abacus/shared/i18n-react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@abacus/shared';

/** The interface language, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation('student');
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
