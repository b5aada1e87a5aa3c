import { useTranslation } from '@abacus/shared/i18n-react';

interface Props {
  page: number;
  pages: number;
  first: number;
  last: number;
  total: number;
  onPage(page: number): void;
}

/** More players than fit on the screen: their columns page by page. */
export function ColumnsPager({ page, pages, first, last, total, onPage }: Props) {
  const { t } = useTranslation('games');
  if (pages < 2) return null;
  return (
    <nav className="columns-pager" aria-label={t('columns.pages')}>
      <button
        type="button"
        className="columns-pager__button"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        aria-label={t('columns.previous')}
      >
        <span aria-hidden="true" className="ui-dir-arrow">
          ‹
        </span>
      </button>
      <span className="columns-pager__where">
        {first === last ? t('columns.showingOne', { first, total }) : t('columns.showing', { first, last, total })}
      </span>
      <button
        type="button"
        className="columns-pager__button"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
        aria-label={t('columns.next')}
      >
        <span aria-hidden="true" className="ui-dir-arrow">
          ›
        </span>
      </button>
    </nav>
  );
}
