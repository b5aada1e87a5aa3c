import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useDebouncedValue } from './use-debounced-value';

/** Spec 002 section 9: lists search 1 s after the last key. */
export const LIST_SEARCH_DEBOUNCE_MS = 1000;

interface Props {
  value: string;
  onSearch: (text: string) => void;
  delayMs?: number;
  label?: string;
}

/** A search field that reports its text once typing pauses; follows `value` when the URL changes (Back). */
export function SearchBox({ value, onSearch, delayMs = LIST_SEARCH_DEBOUNCE_MS, label }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, delayMs);
  const reported = useRef(value);
  // The latest handler, so a new one (lists pass an inline function) never re-sends a stale settled text: after Back
  // sets `value`, the debounced text still holds the old search until its delay passes.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (settled.trim() === reported.current.trim()) return;
    reported.current = settled;
    onSearchRef.current(settled);
  }, [settled]);

  return (
    <div className="admin-search">
      <label htmlFor={id} className="ui-visually-hidden">
        {label ?? t('list.search')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        placeholder={label ?? t('list.search')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== reported.current.trim()) {
            reported.current = text;
            onSearch(text);
          }
        }}
      />
    </div>
  );
}
