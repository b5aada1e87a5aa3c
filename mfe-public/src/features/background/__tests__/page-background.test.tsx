import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@abacus/contract/settings';
import { api, type Notice, notice$, type Profile, session$ } from '@abacus/shared';
import { setPublicSettings } from '@/lib/public-settings/public-settings';
import { answerPublicReads } from '@/testing/public-reads';
import { loadEnglishTexts } from '@/testing/with-texts';
import { PageBackground } from '../components/page-background';

const SAVED = '/media/backgrounds/0123456789abcdef0123456789abcdef.png';
const NEW = '/media/backgrounds/fedcba9876543210fedcba9876543210.png';
const withLanding = (landing: string | null): PublicSettings => ({
  ...DEFAULT_PUBLIC_SETTINGS,
  backgrounds: { landing, games: null },
});
const ok = (data: unknown) => ({ data, status: 200, statusText: '', headers: {}, config: {} as never });
const SUPER = {
  id: 1,
  email: 'super@demo.school',
  role: 'super_franchise',
  first_name: 'O',
  last_name: 'K',
} as Profile;

const layer = () => screen.queryByTestId('page-background');
const backgroundOf = (element: HTMLElement | null) => element?.style.backgroundImage ?? '';

let toasts: Notice[] = [];
let stop = () => {};
beforeAll(() => {
  loadEnglishTexts();
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:http://localhost/preview-${++n}`);
  URL.revokeObjectURL = jest.fn();
  // jsdom loads no pictures: answer every one at once.
  Object.defineProperty(Image.prototype, 'src', {
    set(this: HTMLImageElement) {
      setTimeout(() => this.onload?.(new Event('load')));
    },
  });
});
beforeEach(() => {
  setPublicSettings(null);
  session$.next(null);
  toasts = [];
  const sub = notice$.subscribe((notice) => toasts.push(notice));
  stop = () => sub.unsubscribe();
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

describe('the landing page’s background', () => {
  it('shows a visitor the saved picture on a fixed layer behind the page, and no tester', async () => {
    answerPublicReads(() => withLanding(SAVED));
    render(<PageBackground />);
    await waitFor(() => expect(backgroundOf(layer())).toBe(`url("${SAVED}")`));
    expect(layer()).toHaveStyle({ position: 'fixed', zIndex: '-1' });
    expect(layer()).toHaveAttribute('aria-hidden', 'true');
    await act(async () => {});
    expect(screen.queryByTestId('background-tester')).not.toBeInTheDocument();
  });

  it('draws nothing while there is no saved picture', async () => {
    answerPublicReads(() => withLanding(null));
    render(<PageBackground />);
    await act(async () => {});
    expect(layer()).not.toBeInTheDocument();
  });

  it('lets the super franchise preview a picture, cancel, refuse a GIF, save one and remove it', async () => {
    session$.next({ token: 'test-token', profile: SUPER });
    answerPublicReads(() => withLanding(SAVED));
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok({ ...withLanding(NEW), updated: 'now' }));
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(ok({ ...withLanding(null), updated: 'now' }));
    const user = userEvent.setup({ applyAccept: false });
    render(<PageBackground />);
    const tester = await screen.findByTestId('background-tester');
    await user.click(within(tester).getByRole('button', { name: 'Background' }));
    expect(tester).toHaveTextContent('Your saved background is shown.');
    const input = within(tester).getByLabelText('Choose a picture');

    await user.upload(input, new File(['gif'], 'moving.gif', { type: 'image/gif' }));
    expect(within(tester).getByRole('alert')).toHaveTextContent('Choose a JPEG or PNG picture.');
    expect(backgroundOf(layer())).toBe(`url("${SAVED}")`);

    await user.upload(input, new File(['png'], 'sky.png', { type: 'image/png' }));
    expect(backgroundOf(layer())).toBe('url("blob:http://localhost/preview-1")');
    expect(tester).toHaveTextContent('Preview: sky.png');
    await user.click(within(tester).getByRole('button', { name: 'Cancel' }));
    expect(backgroundOf(layer())).toBe(`url("${SAVED}")`);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/preview-1');

    await user.upload(input, new File(['png'], 'sea.png', { type: 'image/png' }));
    expect(backgroundOf(layer())).toBe('url("blob:http://localhost/preview-2")');
    await user.click(within(tester).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(backgroundOf(layer())).toBe(`url("${NEW}")`));
    expect(post).toHaveBeenCalledWith('settings/backgrounds/landing', expect.any(FormData), expect.anything());
    expect((post.mock.calls[0][1] as FormData).get('image')).toHaveProperty('name', 'sea.png');
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'The background has been saved' }));

    await user.click(within(tester).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByTestId('background-remove');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(layer()).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith('settings/backgrounds/landing');
    expect(toasts).toContainEqual(expect.objectContaining({ text: 'The background has been removed' }));
    expect(tester).toHaveTextContent('The built-in background is shown.');
  });
});
