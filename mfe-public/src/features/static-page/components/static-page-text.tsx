// The text of a static page in the visitor's language with a fallback, sanitized again here before it is shown;
// its loading, failure (with Try again) and empty states.
import type { UseQueryResult } from '@abacus/shared/query';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { StaticPageTexts } from '@abacus/contract/static-pages-schema';
import { sanitizeHtml } from '@abacus/shared/html/sanitize-html';
import { type Language, Spinner } from '@abacus/shared';
import { pageText } from '../model/page-text';
import '../static-page.css';

export function StaticPageText({ query, testId }: { query: UseQueryResult<StaticPageTexts>; testId?: string }) {
  const { t, i18n } = useTranslation('public');
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError) {
    return (
      <div role="alert" className="static-page__error">
        <p>{t('staticPage.failed')}</p>
        <button type="button" className="ui-btn" onClick={() => void query.refetch()}>
          {t('staticPage.retry')}
        </button>
      </div>
    );
  }
  const text = pageText(query.data, i18n.language as Language);
  if (!text) return <p className="static-page__empty">{t('staticPage.empty')}</p>;
  return (
    <article
      className="static-page__text"
      data-testid={testId}
      lang={text.lang}
      dir={text.lang === 'he' ? 'rtl' : 'ltr'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server on save and here again
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(text.html) }}
    />
  );
}
