// Numbers as the interface language writes them ("1 000", "1,000", "1.000"). Intl knows Ukrainian as uk,
// so the interface code goes through the data code first.
import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { dataLanguage, isLanguage } from '@abacus/shared';

export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation('games');
  const language = isLanguage(i18n.language) ? dataLanguage(i18n.language) : undefined;
  return useMemo(() => new Intl.NumberFormat(language).format, [language]);
}
