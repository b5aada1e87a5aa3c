// A number the spec's clamps changed (a royalty of 150 became 100, a price of -100 a free 0) is saved only once the
// user has had a look: the first submit after a clamp is held, with the form's note and the field focused, and the
// next one goes. A tester typed 150 and pressed Create straight away: the franchise was made with 100 % royalty.
import { createContext, useContext } from 'react';

export interface ClampHold {
  /** The field's value was changed to its limit. */
  clamped(name: string): void;
  /** The field holds what was typed. */
  typed(name: string): void;
}

export const ClampHoldContext = createContext<ClampHold>({ clamped() {}, typed() {} });
export const useClampHold = () => useContext(ClampHoldContext);

/** The fields clamped since the last submit; a submit takes them (the first it sees is focused). */
export function clampLedger() {
  const names: string[] = [];
  return {
    hold: {
      clamped: (name: string) => {
        if (!names.includes(name)) names.push(name);
      },
      typed: (name: string) => {
        const at = names.indexOf(name);
        if (at >= 0) names.splice(at, 1);
      },
    } satisfies ClampHold,
    /** The first clamped field not yet shown at a submit, or null; the others count as shown too. */
    take: (): string | null => {
      const first = names[0] ?? null;
      names.length = 0;
      return first;
    },
  };
}
