import { useTranslation } from '@abacus/shared/i18n-react';

interface Props {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next paging (spec 002 "Lists"): Previous from page 2, Next while there is a next page. */
export function Pager({ page, hasNext, onPage }: Props) {
  const { t } = useTranslation('admin');
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="admin-pager" aria-label={t('list.pages')}>
      {page > 1 && (
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => onPage(page - 1)}>
          {t('list.previous')}
        </button>
      )}
      <span className="admin-pager__page">{t('list.page', { page })}</span>
      {hasNext && (
        <button type="button" className="ui-btn ui-btn--ghost" onClick={() => onPage(page + 1)}>
          {t('list.next')}
        </button>
      )}
    </nav>
  );
}
