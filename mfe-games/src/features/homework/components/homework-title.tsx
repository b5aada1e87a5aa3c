// "Homework" and the day: tile N of the month, the month in the interface language.
import { useTranslation } from '@abacus/shared/i18n-react';
import { dataLanguage, isLanguage } from '@abacus/shared';
import type { HomeworkQuery } from '../model/homework-query';

export function HomeworkTitle({ query }: { query: HomeworkQuery }) {
  const { t, i18n } = useTranslation('games');
  const locale = isLanguage(i18n.language) ? dataLanguage(i18n.language) : 'en';
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(query.year, query.month, 1),
  );
  return (
    <header className="homework__header">
      <h1 className="homework__title">{t('homework.title')}</h1>
      <p className="homework__day">{query.order === null ? month : t('homework.day', { order: query.order, month })}</p>
    </header>
  );
}
