// One rod: the five-bead above the beam, four one-beads below it. A bead at the bar counts.
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { isOneBeadUp, ONE_BEADS, placeDigit, type AbacusPlace } from '@/engine/abacus/abacus-model';

/** Bead 0 is the five-bead; beads 1-4 are the one-beads, 1 nearest the beam. */
export type BeadIndex = 0 | 1 | 2 | 3 | 4;

interface AbacusRodProps {
  place: AbacusPlace;
  placeName: string;
  /** The beam of the ones, thousands and millions rods carries a dot, as on a soroban. */
  marked: boolean;
  showDigit: boolean;
  disabled: boolean;
  /** The bead that takes the Tab stop on this rod, if any. */
  focusBead: BeadIndex | null;
  onFive(): void;
  onOne(bead: number): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>, bead: BeadIndex): void;
  beadRef(bead: BeadIndex, element: HTMLButtonElement | null): void;
}

const slot = (value: number) => ({ '--slot': value }) as CSSProperties;

export function AbacusRod(props: AbacusRodProps) {
  const { t } = useTranslation('games');
  const { place, placeName, focusBead } = props;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a rod of bead buttons, not a form section
    <div className="abacus__rod" role="group" aria-label={placeName}>
      <div className="abacus__deck abacus__deck--upper">
        <button
          type="button"
          className="abacus__bead abacus__bead--five"
          style={slot(place.five ? 1 : 0)}
          aria-pressed={place.five}
          aria-label={t('abacus.fiveBead', { place: placeName })}
          tabIndex={focusBead === 0 ? 0 : -1}
          disabled={props.disabled}
          ref={(element) => props.beadRef(0, element)}
          onClick={props.onFive}
          onKeyDown={(event) => props.onKeyDown(event, 0)}
        />
      </div>
      <div className={props.marked ? 'abacus__beam abacus__beam--marked' : 'abacus__beam'} />
      <div className="abacus__deck abacus__deck--lower">
        {Array.from({ length: ONE_BEADS }, (_, i) => {
          const up = isOneBeadUp(place, i);
          const bead = (i + 1) as BeadIndex;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the beads of a rod are fixed; their place is their identity
              key={i}
              type="button"
              className="abacus__bead"
              style={slot(up ? i : i + 1)}
              aria-pressed={up}
              aria-label={t('abacus.oneBead', { place: placeName, n: i + 1 })}
              tabIndex={focusBead === bead ? 0 : -1}
              disabled={props.disabled}
              ref={(element) => props.beadRef(bead, element)}
              onClick={() => props.onOne(i)}
              onKeyDown={(event) => props.onKeyDown(event, bead)}
            />
          );
        })}
      </div>
      {props.showDigit && (
        <span className="abacus__digit" aria-hidden="true">
          {placeDigit(place)}
        </span>
      )}
    </div>
  );
}
