import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKGROUND_MAX_BYTES, DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@abacus/contract/settings';
import { api, type Notice, notice$, session$ } from '@abacus/shared';
import { renderGames } from '@/testing/render';
import { signInStudent } from '@/testing/session';
import { loadEnglishTexts } from '@/testing/with-texts';
import { useGamesBackground } from '../components/use-games-background';

const SAVED = '/media/backgrounds/0123456789abcdef0123456789abcdef.jpg';
const NEW = '/media/backgrounds/fedcba9876543210fedcba9876543210.png';
const withGames = (games: string | null): PublicSettings => ({
  ...DEFAULT_PUBLIC_SETTINGS,
  backgrounds: { landing: null, games },
});
const ok = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config: {} as never });

/** What the games frame gets from the hook: the background, and the tester beside the screen. */
function Frame({ main }: { main: boolean }) {
  const { background, tester } = useGamesBackground(main);
  return (
    <div data-testid="frame" data-background={background ?? ''}>
      {tester}
    </div>
  );
}
const background = () => screen.getByTestId('frame').dataset.background;

let toasts: Notice[] = [];
let stop = () => {};
beforeAll(() => {
  loadEnglishTexts();
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/preview-${++n}`);
  URL.revokeObjectURL = jest.fn();
  Object.defineProperty(Image.prototype, 'src', {
    set(this: HTMLImageElement) {
      setTimeout(() => this.onload?.(new Event('load')));
    },
  });
});
beforeEach(() => {
  toasts = [];
  const sub = notice$.subscribe((notice) => toasts.push(notice));
  stop = () => sub.unsubscribe();
});
afterEach(() => {
  stop();
  session$.next(null);
  jest.restoreAllMocks();
});

describe('the games area’s background (spec 000 section 6)', () => {
  it('shows a student the saved picture on the main screen only, without a tester', async () => {
    signInStudent();
    const get = jest.spyOn(api, 'get').mockResolvedValue(ok(withGames(SAVED)));
    const { unmount } = renderGames(<Frame main />);
    await waitFor(() => expect(background()).toBe(SAVED));
    expect(get).toHaveBeenCalledWith('settings/public', expect.anything());
    expect(screen.queryByTestId('background-tester')).not.toBeInTheDocument();
    unmount();
    get.mockClear();
    renderGames(<Frame main={false} />);
    expect(background()).toBe('');
    expect(get).not.toHaveBeenCalled();
  });

  it('lets the super franchise preview, save and remove the picture', async () => {
    signInStudent({ role: 'super_franchise' });
    jest.spyOn(api, 'get').mockResolvedValue(ok(withGames(SAVED)));
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ ...withGames(NEW), updated: 'now' }));
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(ok({ ...withGames(null), updated: 'now' }));
    const user = userEvent.setup({ applyAccept: false });
    renderGames(<Frame main />);
    const tester = await screen.findByTestId('background-tester');
    await user.click(within(tester).getByRole('button', { name: 'Background' }));
    const input = within(tester).getByLabelText('Choose a picture');
    await user.upload(input, new File([new Uint8Array(BACKGROUND_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect(within(tester).getByRole('alert')).toHaveTextContent('The picture is larger than 5 MB.');
    await user.upload(input, new File(['svg'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(within(tester).getByRole('alert')).toHaveTextContent('Choose a JPEG or PNG picture.');

    await user.upload(input, new File(['png'], 'beads.png', { type: 'image/png' }));
    expect(background()).toBe('blob:http://localhost/preview-1');
    await user.click(within(tester).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(background()).toBe(NEW));
    expect(post).toHaveBeenCalledWith('settings/backgrounds/games', expect.any(FormData), expect.anything());
    expect(toasts).toContainEqual(expect.objectContaining({ text: 'The background has been saved' }));

    await user.click(within(tester).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByTestId('background-remove')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(background()).toBe(''));
    expect(remove).toHaveBeenCalledWith('settings/backgrounds/games');
  });
});
