// The abacus (soroban) state of spec 001 section 3: per place value 1, 10 ... 1 000 000 one five-bead
// (moved to the bar or not) and a digit 0-4 (how many of the four one-beads are moved to the bar).
// Index 0 of a state is the ones place.

export const PLACE_VALUES = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000] as const;
export type PlaceValue = (typeof PLACE_VALUES)[number];
export const MAX_RODS = PLACE_VALUES.length;
export const ONE_BEADS = 4;

export type OneBeadCount = 0 | 1 | 2 | 3 | 4;
export interface AbacusPlace {
  five: boolean;
  digit: OneBeadCount;
}
export type AbacusState = readonly AbacusPlace[];

function checkRods(rods: number): void {
  if (!Number.isInteger(rods) || rods < 1 || rods > MAX_RODS)
    throw new RangeError(`an abacus has 1 to ${MAX_RODS} rods, not ${rods}`);
}
function checkPlace(state: AbacusState, place: number): void {
  if (!Number.isInteger(place) || place < 0 || place >= state.length)
    throw new RangeError(`no place ${place} on ${state.length} rods`);
}

/** The largest value `rods` rods can show: 9 on every rod. */
export const maxValue = (rods: number) => 10 ** rods - 1;

/** What `rods` rods can show: a whole number 0 to maxValue(rods); anything else is not set on them. */
export const fitsAbacus = (value: number | null, rods: number): value is number =>
  value !== null && Number.isInteger(value) && value >= 0 && value <= maxValue(rods);

/** A game's abacus: rods for numbers of `digits` digits, but at least 3 (a small abacus is easier to read). */
export const MIN_GAME_RODS = 3;
export const gameRods = (digits: number) => Math.min(MAX_RODS, Math.max(MIN_GAME_RODS, digits));

export const placeDigit = (place: AbacusPlace) => (place.five ? 5 : 0) + place.digit;

export function abacusFromValue(value: number, rods: number): AbacusState {
  checkRods(rods);
  if (!fitsAbacus(value, rods)) {
    throw new RangeError(`${rods} rods show whole numbers 0 to ${maxValue(rods)}, not ${value}`);
  }
  return Array.from({ length: rods }, (_, i) => {
    const digit = Math.floor(value / 10 ** i) % 10;
    return { five: digit >= 5, digit: (digit % 5) as OneBeadCount };
  });
}

export const abacusValue = (state: AbacusState) =>
  state.reduce((sum, place, i) => sum + placeDigit(place) * 10 ** i, 0);

const withPlace = (state: AbacusState, index: number, place: AbacusPlace): AbacusState =>
  state.map((p, i) => (i === index ? place : p));

/** Moves the five-bead of a place to the bar, or away from it. */
export function toggleFive(state: AbacusState, place: number): AbacusState {
  checkPlace(state, place);
  return withPlace(state, place, { ...state[place], five: !state[place].five });
}

/**
 * Pushes one-bead `bead` (0 is the one nearest the bar) of a place: a bead away from the bar moves up to it
 * with every bead between; a bead at the bar moves down with every bead below it, as fingers do.
 */
export function moveOneBead(state: AbacusState, place: number, bead: number): AbacusState {
  checkPlace(state, place);
  if (!Number.isInteger(bead) || bead < 0 || bead >= ONE_BEADS) throw new RangeError(`no one-bead ${bead}`);
  const { digit } = state[place];
  const next = (bead < digit ? bead : bead + 1) as OneBeadCount;
  return withPlace(state, place, { ...state[place], digit: next });
}

/** Sets a place to a digit 0-9 (keyboard entry). */
export function setPlaceDigit(state: AbacusState, place: number, digit: number): AbacusState {
  checkPlace(state, place);
  if (!Number.isInteger(digit) || digit < 0 || digit > 9) throw new RangeError(`a place holds 0 to 9, not ${digit}`);
  return withPlace(state, place, { five: digit >= 5, digit: (digit % 5) as OneBeadCount });
}

/** Whether one-bead `bead` of a place is at the bar (counted). */
export const isOneBeadUp = (place: AbacusPlace, bead: number) => bead < place.digit;
