// The report's column filters (spec 002 section 2 "Reports screen"): name (searched 1 s after the last key), start of
// study by year and month, group, price, teacher and "show all blocked", then Reset filters. The choices are those
// of the month's students (`filters` of the answer).
import { useCallback, useId } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { SearchBox } from '@abacus/admin-kit';
import type { Currency } from '@abacus/contract/staff';
import type { FilterChoices } from '../api/get-students';
import { money } from '../model/figures';
import type { FilterChange, StudentFilters } from '../model/student-filters';
import { joinStart, splitStart, startMonths, startYears, withStartYear } from '../model/study-start';

interface Props {
  filters: StudentFilters;
  choices: FilterChoices | undefined;
  currency: Currency | null | undefined;
  /** Keep it stable (useCallback): the name box reports its text again whenever its handler changes. */
  onChange: (changes: FilterChange) => void;
  onReset: () => void;
  canReset: boolean;
}

const NO_CHOICES: FilterChoices = { groups: [], teachers: [], prices: [], starts: [] };

export function StudentFilterBar({ filters, choices = NO_CHOICES, currency, onChange, onReset, canReset }: Props) {
  const { t } = useTranslation('reports');
  const onName = useCallback((name: string) => onChange({ name }), [onChange]);
  const start = splitStart(filters.start);
  const years = startYears(choices.starts);
  const months = startMonths(choices.starts, start.year);
  const idText = (id: number | null) => (id === null ? '' : String(id));
  return (
    <section className="report-filters" aria-label={t('report.filters.label')}>
      <SearchBox value={filters.name} onSearch={onName} label={t('report.filters.name')} />
      <Select
        label={t('report.filters.startYear')}
        value={start.year}
        any={t('report.filters.anyYear')}
        options={withCurrent(
          years.map((y) => ({ value: y, label: y })),
          start.year,
        )}
        onChange={(year) => onChange({ start: withStartYear(choices.starts, filters.start, year) })}
      />
      <Select
        label={t('report.filters.startMonth')}
        value={start.month === null ? '' : String(start.month)}
        any={t('report.filters.anyMonth')}
        disabled={!start.year}
        options={withCurrent(
          months.map((m) => ({ value: String(m), label: t(`months.${m}`) })),
          start.month === null ? '' : String(start.month),
        )}
        onChange={(month) => onChange({ start: joinStart(start.year, month ? Number(month) : null) })}
      />
      <Select
        label={t('report.filters.group')}
        value={idText(filters.group)}
        any={t('report.filters.anyGroup')}
        options={withCurrent(
          choices.groups.map((g) => ({ value: String(g.id), label: g.name })),
          idText(filters.group),
        )}
        onChange={(group) => onChange({ group: group ? Number(group) : null })}
      />
      <Select
        label={t('report.filters.price')}
        value={filters.price}
        any={t('report.filters.anyPrice')}
        options={withCurrent(
          choices.prices.map((p) => ({ value: p, label: money(p, currency) })),
          filters.price,
        )}
        onChange={(price) => onChange({ price })}
      />
      <Select
        label={t('report.filters.teacher')}
        value={idText(filters.teacher)}
        any={t('report.filters.anyTeacher')}
        options={withCurrent(
          choices.teachers.map((g) => ({ value: String(g.id), label: g.name })),
          idText(filters.teacher),
        )}
        onChange={(teacher) => onChange({ teacher: teacher ? Number(teacher) : null })}
      />
      <label className="report-filters__check">
        <input type="checkbox" checked={filters.blocked} onChange={(e) => onChange({ blocked: e.target.checked })} />
        <span>{t('report.filters.blocked')}</span>
      </label>
      <button type="button" className="ui-btn ui-btn--ghost" onClick={onReset} disabled={!canReset}>
        {t('report.filters.reset')}
      </button>
    </section>
  );
}

interface Choice {
  value: string;
  label: string;
}

/** The URL's value stays choosable while the month's choices do not hold it (another month was picked). */
const withCurrent = (options: Choice[], current: string): Choice[] =>
  current && !options.some((o) => o.value === current) ? [...options, { value: current, label: current }] : options;

interface SelectProps {
  label: string;
  value: string;
  any: string;
  options: Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

function Select({ label, value, any, options, onChange, disabled }: SelectProps) {
  const id = useId();
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="admin-input"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
