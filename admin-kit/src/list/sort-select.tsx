// The list's sort as one select, for a phone: there the table becomes cards and its headers (the sort buttons) are
// hidden, so without it a list could not be sorted on a phone. Hidden on wide screens by the kit's CSS.
import { useId } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { type SortChoice, sortChoices } from './list-params';

interface Props {
  columns: { header?: unknown; meta?: { sortKey?: string } }[];
  value: string | null;
  onChange: (next: string | null) => void;
}

export function SortSelect({ columns, value, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const choices = sortChoices(columns);
  if (choices.length === 0) return null;
  const label = (choice: SortChoice) =>
    t(choice.descending ? 'list.sortDescending' : 'list.sortAscending', { column: choice.column });
  return (
    <div className="admin-sort">
      <label htmlFor={id}>{t('list.sortBy')}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('list.defaultOrder')}</option>
        {choices.map((choice) => (
          <option key={choice.ordering} value={choice.ordering}>
            {label(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}
