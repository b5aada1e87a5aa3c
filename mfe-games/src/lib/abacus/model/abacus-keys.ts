// Keyboard use of the abacus: one Tab stop, arrows move between beads (left/right across rods, up/down
// along a rod), a digit key sets the rod, Delete clears it; Enter and Space push the bead (the button's own).

export interface BeadFocus {
  /** Rod in screen order: 0 is the highest place, on the left. */
  rod: number;
  /** 0 the five-bead, 1-4 the one-beads from the beam down. */
  bead: number;
}

export type AbacusKeyAction = { kind: 'focus'; focus: BeadFocus } | { kind: 'digit'; digit: number } | null;

const LAST_BEAD = 4;

export function abacusKeyAction(key: string, at: BeadFocus, rods: number): AbacusKeyAction {
  const focus = (rod: number, bead: number): AbacusKeyAction => ({
    kind: 'focus',
    focus: { rod: Math.min(rods - 1, Math.max(0, rod)), bead: Math.min(LAST_BEAD, Math.max(0, bead)) },
  });
  switch (key) {
    case 'ArrowLeft':
      return focus(at.rod - 1, at.bead);
    case 'ArrowRight':
      return focus(at.rod + 1, at.bead);
    case 'ArrowUp':
      return focus(at.rod, at.bead - 1);
    case 'ArrowDown':
      return focus(at.rod, at.bead + 1);
    case 'Home':
      return focus(0, at.bead);
    case 'End':
      return focus(rods - 1, at.bead);
    case 'Delete':
    case 'Backspace':
      return { kind: 'digit', digit: 0 };
    default:
      return /^[0-9]$/.test(key) ? { kind: 'digit', digit: Number(key) } : null;
  }
}
