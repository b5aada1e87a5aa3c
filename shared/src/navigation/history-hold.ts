// The browser's own Back, held while a screen has unsaved work (the homework editor; a teacher's phone Back dropped an
// edit). A page cannot refuse a Back, so the hold adds one entry of the same address on top of the page's own: Back
// then lands on the page's own entry (the same screen, nothing unmounts) and the screen is told; it asks the user
// and either holds again (`stay`) or goes on (`leave`, which steps back past its own entry).

const MARK = 'abacus-hold';

/** Does the page stand on a held entry? A navigation that leaves after a save replaces it rather than pushing. */
export const standsOnHeldEntry = () => (window.history.state as Record<string, unknown> | null)?.[MARK] === true;
/** Held again after a failed save (still on the entry): no second entry. */
const pushHoldEntry = () => {
  if (!standsOnHeldEntry()) window.history.pushState({ [MARK]: true }, '', window.location.href);
};

export interface BackHold {
  /** The user chose to stay: Back is held again. */
  stay(): void;
  /** The user chose to leave after a Back: goes to the page before this one. */
  leave(): void;
  /** The work is saved or undone, or an in-app link leaves: Back is no longer held. */
  release(): void;
  /**
   * After a release with the page still open (saved, or its changes undone): steps back off the hold entry, so the
   * next Back leaves at once. Not after an in-app navigation, which has left that entry behind.
   */
  dropEntry(): void;
}

/** Holds Back until released; `onBack` is called on the page's own entry after each held Back. */
export function holdBack(onBack: () => void): BackHold {
  let held = true;
  const popped = () => {
    if (held && !standsOnHeldEntry()) onBack();
  };
  pushHoldEntry();
  window.addEventListener('popstate', popped);
  const release = () => {
    held = false;
    window.removeEventListener('popstate', popped);
  };
  return {
    stay: () => {
      if (held) pushHoldEntry();
    },
    leave: () => {
      release();
      window.history.back();
    },
    release,
    dropEntry: () => {
      if (!held && standsOnHeldEntry()) window.history.back();
    },
  };
}
