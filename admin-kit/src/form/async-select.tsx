// A searchable select whose options come from the server (the teacher dropdown of spec 002: 400 ms after the last
// key, 12 a page). A combobox: type to search, arrows to move, Enter to choose, Escape to close (and again to undo).
import { keepPreviousData, useQuery } from '@abacus/shared/query';
import { useId, useRef, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '@abacus/shared/i18n-react';
import { TEACHER_DROPDOWN_DEBOUNCE_MS } from '@abacus/contract/staff';
import { useDebouncedValue } from '../list/use-debounced-value';
import { Field, type FieldProps } from './field';
import type { Option } from './inputs';

interface Props extends FieldProps {
  /** Identifies the option source in the query cache, e.g. ['users-dropdown', 'teacher']. */
  queryKey: readonly unknown[];
  load: (search: string) => Promise<Option[]>;
  /** The label of the value the form starts with (a loaded record's teacher). */
  initialLabel?: string;
  disabled?: boolean;
  debounceMs?: number;
}

export function AsyncSelectField({ queryKey, load, initialLabel = '', disabled, debounceMs, ...field }: Props) {
  const { control } = useFormContext();
  return (
    <Field {...field}>
      {(aria) => (
        <Controller
          control={control}
          name={field.name}
          render={({ field: f }) => (
            <Combobox
              aria={aria}
              value={f.value == null || f.value === '' ? '' : String(f.value)}
              onChange={(value) => f.onChange(value === '' ? null : Number(value))}
              onBlur={f.onBlur}
              inputRef={f.ref}
              queryKey={queryKey}
              load={load}
              initialLabel={initialLabel}
              disabled={disabled}
              debounceMs={debounceMs ?? TEACHER_DROPDOWN_DEBOUNCE_MS}
            />
          )}
        />
      )}
    </Field>
  );
}

interface ComboboxProps {
  aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
  queryKey: readonly unknown[];
  load: (search: string) => Promise<Option[]>;
  initialLabel: string;
  disabled?: boolean;
  debounceMs: number;
}

function Combobox({
  aria,
  value,
  onChange,
  onBlur,
  inputRef,
  queryKey,
  load,
  initialLabel,
  disabled,
  debounceMs,
}: ComboboxProps) {
  const { t } = useTranslation('admin');
  const listId = useId();
  const [chosenLabel, setChosenLabel] = useState(initialLabel);
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  /** Text was typed and the field left without a choice: the value stayed as it was, and the field says so. */
  const [unchosen, setUnchosen] = useState(false);
  /** The text as the last render had it, for the blur's timer. */
  const typed = useRef(text);
  typed.current = text;
  const search = useDebouncedValue(text ?? '', debounceMs);
  const options = useQuery({
    queryKey: [...queryKey, search],
    queryFn: () => load(search),
    enabled: open,
    staleTime: 30_000,
    // The options found so far stay while the next search loads: a click on one of them still chooses it (the list
    // used to turn into "Searching…" under the pointer when the pause after the last key ran out, and the click was
    // lost).
    placeholderData: keepPreviousData,
  });
  const rows = options.data ?? [];
  const choose = (option: Option) => {
    onChange(option.value);
    setChosenLabel(option.label);
    setText(null);
    setOpen(false);
    setUnchosen(false);
  };
  const shown = text ?? (value ? chosenLabel || initialLabel : '');
  return (
    <div className="admin-combobox">
      <input
        {...aria}
        ref={inputRef}
        className="admin-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && rows[active] ? `${listId}-${active}` : undefined}
        placeholder={t('form.search')}
        disabled={disabled}
        value={shown}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          setUnchosen(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((i) => Math.min(i + 1, Math.max(rows.length - 1, 0)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((i) => Math.max(i - 1, 0));
          } else if (e.key === 'Enter' && open && rows[active]) {
            e.preventDefault();
            choose(rows[active]);
          } else if (e.key === 'Escape') {
            // As the ARIA combobox pattern: the first Escape closes the list and keeps the typed search; the next
            // one (the list closed) puts the chosen value back.
            if (open) setOpen(false);
            else setText(null);
          }
        }}
        onBlur={() => {
          // A click on an option lands before the list closes; typed text left without a choice is not a choice.
          setTimeout(() => {
            if (typed.current?.trim()) setUnchosen(true);
            setOpen(false);
            setText(null);
          }, 150);
          onBlur();
        }}
      />
      {open &&
        (options.isPending || (options.isFetching && !rows.length) || options.isError || rows.length === 0 ? (
          <div className="admin-combobox__list admin-combobox__note" id={listId} role="status">
            {options.isError
              ? t('messages.failed')
              : rows.length === 0 && !options.isFetching && !options.isPending
                ? t('form.noOptions')
                : t('form.searching')}
          </div>
        ) : (
          <div
            className="admin-combobox__list"
            id={listId}
            role="listbox"
            // The options of the search before while this one loads: still clickable, shown as not yet current.
            aria-busy={options.isPlaceholderData}
          >
            {rows.map((option, i) => (
              <div
                key={option.value}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === value}
                className={`admin-combobox__option${i === active ? ' admin-combobox__option--active' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
                onKeyDown={(e) => e.key === 'Enter' && choose(option)}
              >
                {option.label}
              </div>
            ))}
          </div>
        ))}
      {unchosen && !open && (
        <p className="admin-field__hint" role="status">
          {t('form.notChosen')}
        </p>
      )}
    </div>
  );
}
