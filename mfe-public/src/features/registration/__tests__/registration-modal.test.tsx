import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { api } from '@abacus/shared';
import { RegistrationModal } from '../components/registration-modal';
import { loadEnglishTexts } from '@/testing/with-texts';
import { renderPublic } from '@/testing/render';

beforeAll(loadEnglishTexts);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('E-mail'), 'kid@example.com');
  await user.type(screen.getByLabelText('First name'), 'Ann');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('Phone number'), '501234567');
  await user.selectOptions(screen.getByLabelText('Year of birth'), '2012');
  await user.type(screen.getByLabelText("Parent's first name"), 'Olga');
  await user.type(screen.getByLabelText("Parent's last name"), 'Lee');
  await user.type(screen.getByLabelText('Country'), 'Ukraine');
  await user.type(screen.getByLabelText('City'), 'Kyiv');
  await user.type(screen.getByLabelText('School'), 'School 5');
  await user.type(screen.getByLabelText('Password'), 'secret12');
}

describe('registration modal', () => {
  afterEach(() => jest.restoreAllMocks());
  beforeEach(() => sessionStorage.clear());

  it('shows which fields are wrong and sends nothing', async () => {
    const post = jest.spyOn(api, 'post');
    const user = userEvent.setup();
    renderPublic(<RegistrationModal onClose={() => undefined} onSignIn={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(9);
    expect(screen.getByText('Select age')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // The first wrong field takes the focus (on a phone the top of the form is out of sight by then).
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('puts a server error on its field and keeps what was typed', async () => {
    const response = { status: 400, data: { email: ['User with such email already exists'] } };
    jest.spyOn(api, 'post').mockRejectedValue(new AxiosError('bad', '400', undefined, null, response as never));
    const user = userEvent.setup();
    renderPublic(<RegistrationModal onClose={() => undefined} onSignIn={() => undefined} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('User with such email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');
  });

  it('sends the sign-up fields and shows the success screen', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { ok: true } });
    const user = userEvent.setup();
    renderPublic(<RegistrationModal onClose={() => undefined} onSignIn={() => undefined} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByTestId('registration-success')).toHaveTextContent('You are successfully registered'),
    );
    expect(post.mock.calls[0][0]).toBe('users/create-student');
    expect(post.mock.calls[0][1]).toMatchObject({
      phone_number: '+380501234567',
      birth_year: 2012,
      school: 'School 5',
    });
    // Says where the confirmation link went; the draft is gone.
    expect(screen.getByTestId('registration-mail')).toHaveTextContent('kid@example.com');
    expect(sessionStorage.getItem('registration_draft')).toBeNull();
  });

  it('opens again with what was typed, but not the password (a stray tap beside it emptied 11 fields)', async () => {
    const user = userEvent.setup();
    const first = renderPublic(<RegistrationModal onClose={() => undefined} onSignIn={() => undefined} />);
    await fillValid(user);
    first.unmount();
    renderPublic(<RegistrationModal onClose={() => undefined} onSignIn={() => undefined} />);
    expect(screen.getByLabelText('E-mail')).toHaveValue('kid@example.com');
    expect(screen.getByLabelText('School')).toHaveValue('School 5');
    expect(screen.getByLabelText('Year of birth')).toHaveValue('2012');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(sessionStorage.getItem('registration_draft')).not.toContain('secret12');
  });
});
