import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@abacus/shared';
import { DashboardRoute } from '../dashboard-route';
import { loadEnglishTexts } from '@/testing/with-texts';
import { fakeGet, renderInArea, STUDENT, TEACHER } from '@/testing/render-in-area';

beforeAll(loadEnglishTexts);
afterEach(() => jest.restoreAllMocks());

const names = (en: string, uk = '') => ({ name_en: en, name_uk: uk });
const GROUPS = [
  {
    id: 2,
    order: 2,
    ...names('Friends of ten'),
    lessons: [
      { id: 21, order: 1, is_active: true, ...names('Ten') },
      { id: 22, order: 2, is_active: false, ...names('Ten test') },
    ],
  },
  {
    id: 1,
    order: 1,
    ...names('Basics', 'Основи'),
    lessons: [
      { id: 11, order: 1, is_active: true, ...names('Beads', 'Намистини') },
      { id: 12, order: 2, is_active: true, ...names('Basics test') },
    ],
  },
  { id: 3, order: 3, ...names('Multiplication'), lessons: [{ id: 31, order: 1, is_active: false, ...names('Times') }] },
];
const STATISTIC = {
  today: { total: 25, right_answers: 21 },
  all_time: {
    total: 900,
    total_right: 800,
    columns: 100,
    addition: 300,
    anzan: 200,
    abacus_random: 150,
    multiply: 100,
    divide: 50,
  },
};

const groupNamed = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('student dashboard', () => {
  it('shows the groups by order with states derived from their lessons', async () => {
    fakeGet({ 'lessons/grouped': GROUPS, 'lessons/game/data/statistic': STATISTIC });
    renderInArea(<DashboardRoute />);
    await screen.findByText('Basics');
    const groups = screen.getAllByTestId('lesson-group');
    expect(groups.map((g) => g.dataset.state)).toEqual(['completed', 'in_progress', 'locked']);
    expect(within(groups[0]).getByText('Completed')).toBeInTheDocument();
    expect(within(groups[2]).getByRole('button')).toBeDisabled();
  });

  it('opens the group in progress; its open lesson links to the lesson page and the locked test does not', async () => {
    fakeGet({ 'lessons/grouped': GROUPS, 'lessons/game/data/statistic': STATISTIC });
    renderInArea(<DashboardRoute />);
    await screen.findByText('Friends of ten');
    expect(screen.getByRole('link', { name: /Ten/ })).toHaveAttribute('href', '/dashboard-student/lesson/21');
    const locked = screen.getByTestId('lesson-locked');
    expect(locked).toHaveTextContent('Ten test');
    expect(locked).toHaveTextContent('Test');
    expect(within(locked).getByText('Locked lesson')).toBeInTheDocument();
    expect(screen.queryByText('Beads')).not.toBeInTheDocument();
  });

  it('expands and collapses a completed group; the last lesson is the test', async () => {
    fakeGet({ 'lessons/grouped': GROUPS, 'lessons/game/data/statistic': STATISTIC });
    const user = userEvent.setup();
    renderInArea(<DashboardRoute />);
    const header = within(await waitFor(() => groupNamed('Basics'))).getByRole('button');
    expect(header).toHaveAttribute('aria-expanded', 'false');
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    const links = within(groupNamed('Basics')).getAllByTestId('lesson-link');
    expect(links.map((l) => l.textContent)).toEqual(['1Beads', 'Basics testTest']);
    await user.click(header);
    expect(screen.queryByText('Beads')).not.toBeInTheDocument();
  });

  it('tells a child in a group why every lesson is locked, until the teacher opens one', async () => {
    const inGroup = { ...STUDENT, group: 4 };
    const locked = GROUPS.map((g) => ({ ...g, lessons: g.lessons.map((l) => ({ ...l, is_active: false })) }));
    fakeGet({ 'lessons/grouped': locked, 'lessons/game/data/statistic': STATISTIC });
    const { unmount } = renderInArea(<DashboardRoute />, { viewer: inGroup });
    expect(await screen.findByTestId('all-locked-notice')).toHaveTextContent(
      'Your lessons are locked for now: your teacher opens them one by one',
    );
    expect(screen.queryByTestId('no-group-notice')).not.toBeInTheDocument();
    unmount();
    jest.restoreAllMocks();

    fakeGet({ 'lessons/grouped': GROUPS, 'lessons/game/data/statistic': STATISTIC });
    renderInArea(<DashboardRoute />, { viewer: inGroup });
    await screen.findByText('Basics');
    expect(screen.queryByTestId('all-locked-notice')).not.toBeInTheDocument();
  });

  it('a parent or a teacher viewing the child is told in their own words why every lesson is locked', async () => {
    const locked = GROUPS.map((g) => ({ ...g, lessons: g.lessons.map((l) => ({ ...l, is_active: false })) }));
    fakeGet({ 'lessons/grouped': locked, 'lessons/game/data/statistic': STATISTIC });
    renderInArea(<DashboardRoute />, { url: '/dashboard-student?read_only=7&from=Dashboard%20List', viewer: TEACHER });
    expect(await screen.findByTestId('all-locked-notice')).toHaveTextContent(
      'No lesson is open yet: the teacher opens them one by one as the group reaches them.',
    );
  });

  it('a child without a group is told that instead', async () => {
    const locked = GROUPS.map((g) => ({ ...g, lessons: g.lessons.map((l) => ({ ...l, is_active: false })) }));
    fakeGet({ 'lessons/grouped': locked, 'lessons/game/data/statistic': STATISTIC });
    renderInArea(<DashboardRoute />);
    expect(await screen.findByTestId('no-group-notice')).toBeInTheDocument();
    await screen.findByText('Basics');
    expect(screen.queryByTestId('all-locked-notice')).not.toBeInTheDocument();
  });

  it("shows the day's figures and the all-time table for today", async () => {
    const get = fakeGet({ 'lessons/grouped': GROUPS, 'lessons/game/data/statistic': STATISTIC });
    renderInArea(<DashboardRoute />);
    await waitFor(() => expect(screen.getByTestId('day-played')).toHaveTextContent('25'));
    expect(screen.getByTestId('day-correct')).toHaveTextContent('21');
    const table = screen.getByTestId('all-time');
    expect(within(table).getByText('Abacus random').closest('tr')).toHaveTextContent('150');
    expect(within(table).getByText('Correct answers').closest('tr')).toHaveTextContent('800');
    // No day asked for: today is the student's, in their profile's zone, which the phone's date need not be.
    expect(get).toHaveBeenCalledWith('lessons/game/data/statistic', { params: { user: STUDENT.id } });
  });

  it('ignores a statistics failure silently and shows the lessons error with a retry', async () => {
    const get = fakeGet({ 'lessons/grouped': new Error('down'), 'lessons/game/data/statistic': new Error('down') });
    const user = userEvent.setup();
    renderInArea(<DashboardRoute />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The lessons could not be loaded.');
    expect(screen.getByTestId('day-played')).toHaveTextContent('—');
    get.mockRestore();
    fakeGet({ 'lessons/grouped': [], 'lessons/game/data/statistic': STATISTIC });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('lessons-empty')).toHaveTextContent('No lessons yet');
  });

  it('shows lesson names in the interface language (ua reads uk) with English as the fallback', async () => {
    fakeGet({ 'lessons/grouped': GROUPS, 'lessons/game/data/statistic': STATISTIC });
    await i18n.changeLanguage('ua');
    const view = renderInArea(<DashboardRoute />);
    try {
      expect(await screen.findByText('Основи')).toBeInTheDocument();
      expect(screen.getByText('Friends of ten')).toBeInTheDocument();
    } finally {
      view.unmount();
      await i18n.changeLanguage('en');
    }
  });

  it("in read-only viewing asks for the viewed student's data and keeps the query on links", async () => {
    const get = fakeGet({ 'lessons/grouped': GROUPS, 'lessons/game/data/statistic': STATISTIC });
    renderInArea(<DashboardRoute />, { url: '/dashboard-student?read_only=7&from=Dashboard%20List', viewer: TEACHER });
    await screen.findByText('Friends of ten');
    expect(get).toHaveBeenCalledWith('lessons/grouped', { params: { user: 7 } });
    expect(screen.getByRole('link', { name: /Ten/ })).toHaveAttribute(
      'href',
      '/dashboard-student/lesson/21?read_only=7&from=Dashboard+List',
    );
    expect(within(screen.getByTestId('history-card')).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/dashboard-student/statistic?read_only=7&from=Dashboard+List',
    );
  });
});
