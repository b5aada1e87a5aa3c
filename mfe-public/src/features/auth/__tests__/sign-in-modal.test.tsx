// Sign in with a field left empty: "Field required" under that very field (a tester saw one message under the
// password whichever was empty), gone once the field is typed into.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPublic } from '@/testing/render';
import { SignInModal } from '../components/sign-in-modal';

const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ui-field') as HTMLElement;

it('puts "Field required" under the empty field only', async () => {
  const user = userEvent.setup();
  renderPublic(<SignInModal notice={null} onClose={() => undefined} />);
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(within(fieldOf('E-mail')).getByText('Field required')).toBeInTheDocument();
  expect(within(fieldOf('Password')).queryByText('Field required')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('E-mail'), 'a');
  expect(screen.queryByText('Field required')).not.toBeInTheDocument();
});

it('"Forgot your password?" starts from the e-mail already typed to sign in', async () => {
  const user = userEvent.setup();
  renderPublic(<SignInModal notice={null} onClose={() => undefined} />);
  await user.type(screen.getByLabelText('E-mail'), 'parent@demo.school');
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  expect(screen.getByLabelText('E-mail')).toHaveValue('parent@demo.school');
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('id', 'forgot-email');
});
