import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@abacus/shared';

interface Props<T> {
  query: UseQueryResult<T[]>;
  /** The list's own rows, given what the query holds. */
  children: (rows: T[]) => ReactNode;
  rows?: (data: T[]) => T[];
  emptyText: string;
}

/** A shop list in its states: loading, "Error has occurred" in place of the list, empty, or the rows. */
export function ListState<T>({ query, children, rows = (data) => data, emptyText }: Props<T>) {
  const { t } = useTranslation('student');
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError) {
    return (
      <p className="ui-form-error shop-load-error" role="alert" data-testid="shop-load-error">
        {t('shop.loadError')}
      </p>
    );
  }
  const shown = rows(query.data);
  if (shown.length === 0) {
    return (
      <p className="shop-empty" data-testid="shop-empty">
        {emptyText}
      </p>
    );
  }
  return <>{children(shown)}</>;
}
