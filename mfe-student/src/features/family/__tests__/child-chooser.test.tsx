// A parent of two children chooses whose dashboard to see; the chooser is the whole page then, so it has its own
// Log out (a tester's parent could not sign out from it), and each child's group is readable on the button.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session$ } from '@abacus/shared';
import { loadEnglishTexts } from '@/testing/with-texts';
import { fakeGet, renderInArea, TEACHER } from '@/testing/render-in-area';
import { ViewerGate } from '../components/viewer-gate';

beforeAll(loadEnglishTexts);
afterEach(() => jest.restoreAllMocks());

const PARENT = { ...TEACHER, id: 5, email: 'parent@demo.school', role: 'parent' as const };
const KIDS = [
  { id: 6, first_name: 'Maksym', last_name: 'B', group: 1, group_name: 'Demo group' },
  { id: 25, first_name: 'Sofia', last_name: 'B', group: 1, group_name: 'Demo group' },
];

it('lists the children with their groups, opens one, and offers Log out', async () => {
  fakeGet({ 'users/user/me/children': KIDS });
  renderInArea(
    <ViewerGate>
      <p>area</p>
    </ViewerGate>,
    { viewer: PARENT },
  );
  expect(await screen.findByRole('heading', { name: 'Whose dashboard do you want to see?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Maksym B\s*Demo group/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Sofia B/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('read_only=25');
});

it('signs the parent out from the chooser', async () => {
  fakeGet({ 'users/user/me/children': KIDS });
  renderInArea(
    <ViewerGate>
      <p>area</p>
    </ViewerGate>,
    { viewer: PARENT },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
  expect(session$.getValue()).toBeNull();
});
