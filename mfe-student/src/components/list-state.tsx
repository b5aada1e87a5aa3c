// A list of the student area in its states: a spinner while loading, the failure text in the list's
// place (with "Try again" where offered), the empty text, or the rows.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@abacus/shared/query';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner } from '@abacus/shared';
import './list-state.css';

interface Props<T> {
  query: UseQueryResult<T[]>;
  /** The rows shown of what the query holds (default: all of it); none shows `emptyText`. */
  rows?: (data: T[]) => T[];
  emptyText: string;
  /** Default: "Error has occurred". */
  errorText?: string;
  /** Offer "Try again" under the failure text. */
  retry?: boolean;
  /** Test ids `<testId>-empty` and `<testId>-load-error`. */
  testId: string;
  children: (rows: T[]) => ReactNode;
}

export function ListState<T>({
  query,
  rows = (data) => data,
  emptyText,
  errorText,
  retry = false,
  testId,
  children,
}: Props<T>) {
  const { t } = useTranslation('student');
  if (query.isPending) return <Spinner label={t('common:loading')} />;
  if (query.isError) {
    return (
      <div className="list-state list-state--error" role="alert" data-testid={`${testId}-load-error`}>
        <p>{errorText ?? t('common:toast.error')}</p>
        {retry && (
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void query.refetch()}>
            {t('area.retry')}
          </button>
        )}
      </div>
    );
  }
  const shown = rows(query.data);
  if (shown.length === 0) {
    return (
      <p className="list-state" data-testid={`${testId}-empty`}>
        {emptyText}
      </p>
    );
  }
  return <>{children(shown)}</>;
}
