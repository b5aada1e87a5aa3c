import { abacusKeyAction } from '../model/abacus-keys';

describe('abacus keys', () => {
  it('moves across rods and along a rod, staying on the abacus', () => {
    expect(abacusKeyAction('ArrowLeft', { rod: 2, bead: 1 }, 3)).toEqual({ kind: 'focus', focus: { rod: 1, bead: 1 } });
    expect(abacusKeyAction('ArrowLeft', { rod: 0, bead: 1 }, 3)).toEqual({ kind: 'focus', focus: { rod: 0, bead: 1 } });
    expect(abacusKeyAction('ArrowRight', { rod: 2, bead: 1 }, 3)).toEqual({
      kind: 'focus',
      focus: { rod: 2, bead: 1 },
    });
    expect(abacusKeyAction('ArrowUp', { rod: 1, bead: 0 }, 3)).toEqual({ kind: 'focus', focus: { rod: 1, bead: 0 } });
    expect(abacusKeyAction('ArrowDown', { rod: 1, bead: 3 }, 3)).toEqual({ kind: 'focus', focus: { rod: 1, bead: 4 } });
    expect(abacusKeyAction('ArrowDown', { rod: 1, bead: 4 }, 3)).toEqual({ kind: 'focus', focus: { rod: 1, bead: 4 } });
    expect(abacusKeyAction('End', { rod: 0, bead: 2 }, 5)).toEqual({ kind: 'focus', focus: { rod: 4, bead: 2 } });
  });

  it('sets the rod from a digit key and clears it with Delete', () => {
    expect(abacusKeyAction('7', { rod: 0, bead: 0 }, 3)).toEqual({ kind: 'digit', digit: 7 });
    expect(abacusKeyAction('Backspace', { rod: 0, bead: 0 }, 3)).toEqual({ kind: 'digit', digit: 0 });
    expect(abacusKeyAction('a', { rod: 0, bead: 0 }, 3)).toBeNull();
    expect(abacusKeyAction('Enter', { rod: 0, bead: 0 }, 3)).toBeNull();
  });
});
