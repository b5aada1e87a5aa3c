// The History tab's filters (spec 002 "Reports screen": user, author, action, period from/to) and Reset filters.
// The texts are searched 1 s after the last key; the action and a complete date apply at once.
import { useCallback, useId } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { SearchBox, translateServerMessage } from '@abacus/admin-kit';
import { HISTORY_ACTIONS, type HistoryAction } from '@abacus/contract/finance';
import { END_BEFORE_START } from '@abacus/contract/messages';
import { type FilterChange, type HistoryFilters, hasFilters, periodReversed } from '../model/history-filters';
import { DateFilter } from './date-filter';

interface Props {
  filters: HistoryFilters;
  /** Keep it stable (useCallback). */
  onChange: (changes: FilterChange) => void;
  onReset: () => void;
}

export function HistoryFilterBar({ filters, onChange, onReset }: Props) {
  const { t } = useTranslation('reports');
  const { t: tAdmin } = useTranslation('admin');
  const actionId = useId();
  // Stable handlers: the search box reports its text again whenever its handler changes.
  const onUser = useCallback((user: string) => onChange({ user }), [onChange]);
  const onAuthor = useCallback((author: string) => onChange({ author }), [onChange]);
  return (
    <section className="history-filters" aria-label={t('history.filters.label')}>
      <SearchBox value={filters.user} onSearch={onUser} label={t('history.filters.user')} />
      <SearchBox value={filters.author} onSearch={onAuthor} label={t('history.filters.author')} />
      <div className="admin-field">
        <label className="admin-field__label" htmlFor={actionId}>
          {t('history.filters.action')}
        </label>
        <select
          id={actionId}
          className="admin-input"
          value={filters.action}
          onChange={(e) => onChange({ action: e.target.value as HistoryAction | '' })}
        >
          <option value="">{t('history.filters.anyAction')}</option>
          {HISTORY_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`history.actions.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <DateFilter label={t('history.filters.from')} value={filters.from} onChange={(from) => onChange({ from })} />
      <DateFilter
        label={t('history.filters.to')}
        value={filters.to}
        onChange={(to) => onChange({ to })}
        error={periodReversed(filters) ? translateServerMessage(END_BEFORE_START, tAdmin) : undefined}
      />
      <button type="button" className="ui-btn ui-btn--ghost" onClick={onReset} disabled={!hasFilters(filters)}>
        {t('history.filters.reset')}
      </button>
    </section>
  );
}
