import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, balance$, session$, type Notice } from '@abacus/shared';
import { ProfileHeader } from '../components/profile-header';
import { loadEnglishTexts } from '@/testing/with-texts';
import { recordToasts } from '@/testing/record-toasts';
import { apiError, fakeGet, renderInArea, STUDENT, TEACHER } from '@/testing/render-in-area';

beforeAll(loadEnglishTexts);

let toasts: Notice[];
let stop: () => void;
beforeEach(() => {
  localStorage.clear();
  balance$.next(null);
  ({ toasts, stop } = recordToasts());
});
afterEach(() => {
  stop();
  jest.restoreAllMocks();
});

const birthdayButton = () => screen.getByRole('button', { name: /Change birthday/ });

describe('profile header of one’s own area', () => {
  it('shows initials, the birthday as dd.MM.yyyy, the live balance and the sanitized banner', async () => {
    renderInArea(<ProfileHeader />, {
      viewer: { ...STUDENT, notification: '<p>Olympiad <b>on Sunday</b><script>x()</script></p>' },
    });
    expect(screen.getByRole('img', { name: 'Photo of Olena Koval' })).toHaveTextContent('OK');
    expect(screen.getByTestId('birthday')).toHaveTextContent('Birthday: 05.03.2015');
    expect(screen.getByTestId('balance')).toHaveTextContent('18.50 i$');
    act(() => balance$.next('7.50'));
    expect(screen.getByTestId('balance')).toHaveTextContent('7.50 i$');
    // The message's text holds the place at once; the sanitized, formatted message replaces it.
    expect(screen.getByTestId('notification-banner')).toHaveTextContent('Olympiad on Sunday');
    const bold = await screen.findByText('on Sunday', { selector: 'b' });
    const banner = screen.getByTestId('notification-banner');
    expect(banner).toContainElement(bold);
    expect(banner).toHaveTextContent('Olympiad on Sunday');
    expect(banner.querySelector('script')).toBeNull();
  });

  it('holds the banner’s place with the message’s paragraphs, as many as the formatted message has', async () => {
    const notification = '<p>Homework is ready.</p><p>Welcome to the <b>Demo group</b>!</p>';
    renderInArea(<ProfileHeader />, { viewer: { ...STUDENT, notification } });
    const paragraphs = () =>
      [...screen.getByTestId('notification-banner').querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs()).toEqual(['Homework is ready.', 'Welcome to the Demo group!']);
    await screen.findByText('Demo group', { selector: 'b' });
    expect(paragraphs()).toEqual(['Homework is ready.', 'Welcome to the Demo group!']);
  });

  it('hides the birthday row from free users and the banner when there is no message', () => {
    renderInArea(<ProfileHeader />, { viewer: { ...STUDENT, is_free: true } });
    expect(screen.queryByTestId('birthday')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-banner')).not.toBeInTheDocument();
  });

  it('closes the editor without a call when the birthday text is unchanged', async () => {
    const patch = jest.spyOn(api, 'patch');
    const user = userEvent.setup();
    renderInArea(<ProfileHeader />);
    await user.click(birthdayButton());
    expect(screen.getByLabelText('Birthday')).toHaveValue('05.03.2015');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByLabelText('Birthday')).not.toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('shows the field error for a date that is no date, and sends nothing', async () => {
    const patch = jest.spyOn(api, 'patch');
    const user = userEvent.setup();
    renderInArea(<ProfileHeader />);
    await user.click(birthdayButton());
    await user.clear(screen.getByLabelText('Birthday'));
    await user.type(screen.getByLabelText('Birthday'), '30.02.2015{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid date.');
    expect(patch).not.toHaveBeenCalled();
  });

  it('sends a new birthday as YYYY-MM-DD, says Changes saved and keeps the session in step', async () => {
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ data: { ...STUDENT, birthday: '2015-04-06' } });
    const user = userEvent.setup();
    renderInArea(<ProfileHeader />);
    await user.click(birthdayButton());
    await user.clear(screen.getByLabelText('Birthday'));
    await user.type(screen.getByLabelText('Birthday'), '6.4.2015{Enter}');
    await waitFor(() => expect(screen.getByTestId('birthday')).toHaveTextContent('06.04.2015'));
    expect(patch).toHaveBeenCalledWith(`users/user/${STUDENT.id}`, { birthday: '2015-04-06' });
    expect(toasts).toEqual([expect.objectContaining({ kind: 'success', text: 'Changes saved' })]);
    expect(session$.getValue()?.profile.birthday).toBe('2015-04-06');
    expect(JSON.parse(localStorage.getItem('user')!).birthday).toBe('2015-04-06');
  });

  it("puts the server's birthday error on the field", async () => {
    jest.spyOn(api, 'patch').mockRejectedValue(apiError(400, { birthday: ['Enter a valid date.'] }));
    const user = userEvent.setup();
    renderInArea(<ProfileHeader />);
    await user.click(birthdayButton());
    await user.clear(screen.getByLabelText('Birthday'));
    await user.type(screen.getByLabelText('Birthday'), '01.01.1990{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid date.');
    expect(screen.getByLabelText('Birthday')).toHaveValue('01.01.1990');
  });

  it('uploads a PNG as the multipart field photo and ignores other types silently', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { photo: '/media/avatars/new.png' } });
    const user = userEvent.setup({ applyAccept: false });
    renderInArea(<ProfileHeader />);
    const input = screen.getByLabelText('Change photo');
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(post).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo of Olena Koval' })).toHaveAttribute(
        'src',
        '/media/avatars/new.png',
      ),
    );
    const [url, form, config] = post.mock.calls[0] as [string, FormData, { headers: Record<string, string> }];
    expect(url).toBe(`users/user/${STUDENT.id}/avatar`);
    expect((form.get('photo') as File).name).toBe('me.png');
    expect(config.headers['Content-Type']).toBe('multipart/form-data');
    expect(session$.getValue()?.profile.photo).toBe('/media/avatars/new.png');
    expect(toasts).toEqual([expect.objectContaining({ kind: 'success', text: 'Changes saved' })]);
  });
});

describe('profile header in read-only viewing', () => {
  it("shows the viewed student's profile without upload or birthday edit", async () => {
    const get = fakeGet({
      [`users/user/${STUDENT.id}`]: { ...STUDENT, photo: '/media/avatars/olena.jpg', indigo_dollars: '42.00' },
    });
    balance$.next('1.00');
    renderInArea(<ProfileHeader />, {
      url: `/dashboard-student?read_only=${STUDENT.id}&from=Dashboard%20List`,
      viewer: TEACHER,
    });
    expect(await screen.findByText('Olena Koval')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`users/user/${STUDENT.id}`);
    expect(screen.getByRole('img', { name: 'Photo of Olena Koval' })).toHaveAttribute(
      'src',
      '/media/avatars/olena.jpg',
    );
    expect(screen.getByTestId('birthday')).toHaveTextContent('05.03.2015');
    expect(screen.getByTestId('balance')).toHaveTextContent('42.00 i$');
    expect(screen.queryByLabelText('Change photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a spinner while the viewed profile loads and a short error when it cannot be loaded', async () => {
    fakeGet({ [`users/user/${STUDENT.id}`]: apiError(404, { detail: 'Not found.' }) });
    renderInArea(<ProfileHeader />, {
      url: `/dashboard-student?read_only=${STUDENT.id}&from=Dashboard%20List`,
      viewer: TEACHER,
    });
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
