import { PROFILE_KEY, session$, storeSession, TOKEN_KEY } from '@abacus/shared';
import type { Profile } from '@abacus/shared';
import { followOtherTabs } from '../core/session-sync';

const PARENT = { id: 5, role: 'parent', first_name: 'Olena' } as Profile;

/** What the browser fires in this tab when another tab writes the same storage. */
const fromOtherTab = (key: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

describe('another tab signs out or in: this one follows (a parent saw "could not be loaded" after a sign-out)', () => {
  const goTo = jest.fn();
  const reload = jest.fn();
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    goTo.mockReset();
    reload.mockReset();
    storeSession({ token: 'mine', profile: PARENT });
    stop = followOtherTabs({ goTo, reload });
  });
  afterEach(() => stop());

  it("a sign-out elsewhere ends this tab's session and goes to /", () => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(PROFILE_KEY);
    fromOtherTab(TOKEN_KEY);
    expect(session$.getValue()).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
    expect(reload).not.toHaveBeenCalled();
  });

  it('someone else signed in elsewhere: this tab loads / again as them', () => {
    localStorage.setItem(TOKEN_KEY, 'theirs');
    fromOtherTab(TOKEN_KEY);
    expect(reload).toHaveBeenCalledWith('/');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('other keys, or the same token written again, change nothing', () => {
    fromOtherTab('lang');
    fromOtherTab(TOKEN_KEY);
    expect(session$.getValue()?.token).toBe('mine');
    expect(goTo).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a storage cleared elsewhere (key null) counts as a sign-out', () => {
    localStorage.clear();
    fromOtherTab(null);
    expect(session$.getValue()).toBeNull();
    expect(goTo).toHaveBeenCalledWith('/');
  });
});
