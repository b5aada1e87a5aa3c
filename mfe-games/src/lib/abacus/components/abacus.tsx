// The on-screen abacus: 1 to 7 rods (places 1 to 1 000 000), clickable beads, the value above.
// Controlled with `value` + `onChange`, or uncontrolled with `defaultValue`.
import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  abacusFromValue,
  abacusValue,
  MAX_RODS,
  moveOneBead,
  setPlaceDigit,
  toggleFive,
  type AbacusState,
} from '@/engine/abacus/abacus-model';
import { useNumberFormat } from '../hooks/use-number-format';
import { abacusKeyAction, type BeadFocus } from '../model/abacus-keys';
import { AbacusRod, type BeadIndex } from './abacus-rod';
import '../abacus.css';

const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands', 'tenThousands', 'hundredThousands', 'millions'] as const;

export interface AbacusProps {
  /** Number of rods, 1 to 7. Default 7 (up to the millions). */
  rods?: number;
  value?: number;
  defaultValue?: number;
  onChange?(value: number, state: AbacusState): void;
  showValue?: boolean;
  /** The digit under each rod. */
  showDigits?: boolean;
  /** A button that sets every rod to 0. */
  clearable?: boolean;
  disabled?: boolean;
  className?: string;
}

export function Abacus({
  rods = MAX_RODS,
  showValue = true,
  showDigits = true,
  clearable = false,
  disabled = false,
  ...props
}: AbacusProps) {
  const { t } = useTranslation('games');
  const format = useNumberFormat();
  const [ownValue, setOwnValue] = useState(props.defaultValue ?? 0);
  const value = props.value ?? ownValue;
  const state = useMemo(() => abacusFromValue(value, rods), [value, rods]);
  const [focus, setFocus] = useState<BeadFocus>({ rod: rods - 1, bead: 1 });
  const beads = useRef(new Map<string, HTMLButtonElement>());

  const commit = (next: AbacusState) => {
    const nextValue = abacusValue(next);
    if (props.value === undefined) setOwnValue(nextValue);
    props.onChange?.(nextValue, next);
  };
  // Screen order: the highest place on the left.
  const placeOf = (rod: number) => rods - 1 - rod;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, rod: number, bead: BeadIndex) => {
    const action = abacusKeyAction(event.key, { rod, bead }, rods);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'digit') {
      commit(setPlaceDigit(state, placeOf(rod), action.digit));
      return;
    }
    setFocus(action.focus);
    beads.current.get(`${action.focus.rod}-${action.focus.bead}`)?.focus();
  };

  const focusRod = Math.min(focus.rod, rods - 1);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the abacus is a group of rods, not a form section
    <div className={['abacus', props.className].filter(Boolean).join(' ')} role="group" aria-label={t('abacus.label')}>
      {showValue && (
        <output className="abacus__value" aria-label={t('abacus.value')} aria-live="polite">
          {format(value)}
        </output>
      )}
      <div className="abacus__frame" dir="ltr" style={{ '--rods': rods } as CSSProperties}>
        {state.map((_, rod) => {
          const place = placeOf(rod);
          return (
            <AbacusRod
              key={place}
              place={state[place]}
              placeName={t(`abacus.places.${PLACE_NAMES[place]}`)}
              marked={place % 3 === 0}
              showDigit={showDigits}
              disabled={disabled}
              focusBead={rod === focusRod ? (focus.bead as BeadIndex) : null}
              onFive={() => {
                setFocus({ rod, bead: 0 });
                commit(toggleFive(state, place));
              }}
              onOne={(i) => {
                setFocus({ rod, bead: i + 1 });
                commit(moveOneBead(state, place, i));
              }}
              onKeyDown={(event, bead) => onKeyDown(event, rod, bead)}
              beadRef={(bead, element) => {
                const key = `${rod}-${bead}`;
                if (element) beads.current.set(key, element);
                else beads.current.delete(key);
              }}
            />
          );
        })}
      </div>
      {clearable && (
        <button
          type="button"
          className="abacus__clear"
          disabled={disabled || value === 0}
          onClick={() => commit(abacusFromValue(0, rods))}
        >
          {t('abacus.clear')}
        </button>
      )}
    </div>
  );
}
