import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import { INVALID_HTTPS_URL } from '@abacus/contract/messages';
import { DEFAULT_PUBLIC_SETTINGS, type Settings } from '@abacus/contract/settings-schema';
import { api, i18n, type Notice, notice$ } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import staff from '../../../locales/en.json';
import { SettingsPage } from '../components/settings-page';
import texts from '../locales/en.json';

const SETTINGS: Settings = { ...DEFAULT_PUBLIC_SETTINGS, updated: null };
const ok = (data: unknown, status = 200) => ({ data, status, statusText: '', headers: {}, config: {} as never });
const failure = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), undefined, null, { ...ok(data, status) });

function renderPage() {
  const client = createQueryClient({ queries: { retry: false } });
  return render(
    <QueryClientProvider client={client}>
      <SettingsPage />
    </QueryClientProvider>,
  );
}

let toasts: Notice[] = [];
let stopToasts = () => {};
beforeAll(async () => {
  const admin = (await loadAdminTexts('en')) as { default?: object };
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', admin.default ?? admin, true, true);
  i18n.addResourceBundle('en', 'staff', { ...staff, ...texts }, true, true);
});
beforeEach(() => {
  toasts = [];
  const sub = notice$.subscribe((notice) => toasts.push(notice));
  stopToasts = () => sub.unsubscribe();
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === 'settings') return ok(SETTINGS);
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => {
  stopToasts();
  jest.restoreAllMocks();
});

describe('the Settings page', () => {
  it('shows the stored values: today’s footer until the owner saves, and the built-in backgrounds', async () => {
    renderPage();
    expect(await screen.findByLabelText(/E-mail for franchise applications/)).toHaveValue(
      'franchise@abacus-school.online',
    );
    expect(screen.getByLabelText('Contact e-mail')).toHaveValue('');
    expect(screen.getByLabelText('Instagram')).toHaveValue('https://www.instagram.com/abacus.school.online');
    for (const area of ['Landing page', 'Games area']) {
      const card = screen.getByRole('article', { name: area });
      expect(within(card).getByText('The built-in look')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    }
  });

  it('checks the fields before sending, then sends only what changed and says "Changes saved"', async () => {
    const user = userEvent.setup();
    const patch = jest
      .spyOn(api, 'patch')
      .mockImplementation(async (_url: string, body: unknown) =>
        ok({ ...SETTINGS, ...(body as object), updated: '2026-03-01T10:00:00Z' }),
      );
    renderPage();
    const email = await screen.findByLabelText('Contact e-mail');
    await user.type(email, 'not an e-mail');
    const facebook = screen.getByLabelText('Facebook');
    await user.clear(facebook);
    await user.type(facebook, 'http://facebook.com/school');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid address starting with https://')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();

    await user.clear(email);
    await user.type(email, ' Hello@Abacus-School.Online');
    await user.clear(facebook);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () => {});
    expect(patch).toHaveBeenCalledWith('settings', { contact_email: 'hello@abacus-school.online', facebook: '' });
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'Changes saved' }));
    expect(screen.getByLabelText('Contact e-mail')).toHaveValue('hello@abacus-school.online');
  });

  it('puts the server’s field errors on their fields, translated', async () => {
    const user = userEvent.setup();
    jest.spyOn(api, 'patch').mockRejectedValue(failure(400, { instagram: [INVALID_HTTPS_URL] }));
    renderPage();
    const instagram = await screen.findByLabelText('Instagram');
    await user.clear(instagram);
    await user.type(instagram, 'https://instagram.com/other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid address starting with https://')).toBeInTheDocument();
    expect(instagram).toHaveAttribute('aria-invalid', 'true');
    expect(toasts).toEqual([]);
  });

  it('refuses a GIF before uploading; uploads a PNG and shows it; removes it after a confirm', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const withLanding = { ...SETTINGS, backgrounds: { landing: '/media/backgrounds/abc.png', games: null } };
    const post = jest.spyOn(api, 'post').mockResolvedValue(ok(withLanding));
    const remove = jest.spyOn(api, 'delete').mockResolvedValue(ok(SETTINGS));
    renderPage();
    const card = await screen.findByRole('article', { name: 'Landing page' });
    const input = within(card).getByLabelText('Upload a picture');
    await user.upload(input, new File(['GIF89a'], 'moving.gif', { type: 'image/gif' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Only JPEG and PNG pictures are accepted.');
    expect(post).not.toHaveBeenCalled();

    await user.upload(input, new File(['png'], 'sky.png', { type: 'image/png' }));
    expect(await within(card).findByRole('img', { name: 'The current background: Landing page' })).toHaveAttribute(
      'src',
      '/media/backgrounds/abc.png',
    );
    expect(post).toHaveBeenCalledWith('settings/backgrounds/landing', expect.any(FormData), expect.anything());
    expect((post.mock.calls[0][1] as FormData).get('image')).toBeInstanceOf(File);
    expect(toasts).toContainEqual(expect.objectContaining({ text: 'The background has been saved' }));

    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Everyone will see the built-in look again.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(card).findByText('The built-in look')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('settings/backgrounds/landing');
    expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument();
    expect(toasts).toContainEqual(expect.objectContaining({ text: 'The background has been removed' }));
  });
});
