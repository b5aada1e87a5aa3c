import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session$ } from '@abacus/shared';
import { CONFIGS_KEY } from '@/engine/config/config-storage';
import { clearCurrentGame, getCurrentGame } from '@/engine/config/current-game';
import { signInStudent } from '@/testing/session';
import { loadEnglishTexts } from '@/testing/with-texts';
import { AbacusRandomSettings } from '../components/abacus-random-settings';
import { AdditionSettings } from '../components/addition-settings';
import { ColumnsSettings } from '../components/columns-settings';
import { DivisionSettings } from '../components/division-settings';
import { Multiply25Settings } from '../components/multiply-25-settings';
import { MultiplySettings } from '../components/multiply-settings';
import { renderSettings } from './render-settings';

beforeAll(loadEnglishTexts);
beforeEach(() => {
  localStorage.clear();
  clearCurrentGame();
  signInStudent();
});
afterEach(() => session$.next(null));

const stored = () => JSON.parse(localStorage.getItem(CONFIGS_KEY) ?? 'null');
const start = () => screen.getByRole('button', { name: 'Start' });

describe('multiply settings', () => {
  it('Start is disabled until a number is chosen, then starts the game with it', async () => {
    const user = userEvent.setup();
    renderSettings('/games/multiply', <MultiplySettings />);
    expect(start()).toBeDisabled();
    // At first a hint, not an error: the child has done nothing wrong yet.
    expect(screen.getByText('Choose at least one number')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: '7' }));
    expect(start()).toBeEnabled();
    expect(screen.queryByText('Choose at least one number')).not.toBeInTheDocument();
    // Every number taken away again: now it is a mistake to fix.
    await user.click(screen.getByRole('checkbox', { name: '7' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one number');
    await user.click(screen.getByRole('checkbox', { name: '7' }));

    await user.click(start());
    expect(screen.getByTestId('arrived')).toHaveTextContent('play /games/game');
    expect(getCurrentGame()).toMatchObject({ type: 'multiply', numbers: [7], withSound: false });
    expect(stored().multiply).toEqual({ numbers: [7], complexity: 1 });
  });

  it('"All" picks a whole group', async () => {
    const user = userEvent.setup();
    renderSettings('/games/multiply', <MultiplySettings />);
    const tens = screen.getByRole('group', { name: 'Big numbers, in ranges of ten' });
    // Each big choice is a range of ten, and says so (issue 9: "Round tens 40" gave 412 x 48).
    expect(within(tens).getByRole('checkbox', { name: '40–49' })).toBeInTheDocument();
    await user.click(within(tens).getByRole('checkbox', { name: 'All' }));
    await user.click(start());
    expect(getCurrentGame()?.numbers).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});

describe('addition settings', () => {
  it('can be played on the abacus: the calculation mode, with no sound in abacus mode (issue 9)', async () => {
    const user = userEvent.setup();
    renderSettings('/games/addition', <AdditionSettings />);
    expect(screen.getByRole('checkbox', { name: 'Sound' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Calculation mode'), 'On the abacus');
    expect(screen.queryByRole('checkbox', { name: 'Sound' })).not.toBeInTheDocument();
    await user.click(start());
    expect(getCurrentGame()).toMatchObject({ type: 'addition', mode: 'abacus', withSound: false });
  });

  it('the sound checkbox is forced off below 1 s at complexity 1', async () => {
    const user = userEvent.setup();
    renderSettings('/games/addition', <AdditionSettings />);
    const sound = screen.getByRole('checkbox', { name: 'Sound' });
    expect(sound).toBeChecked();

    const speed = screen.getByLabelText('Speed (seconds per number)');
    await user.clear(speed);
    await user.type(speed, '0.9{Enter}');
    expect(speed).toHaveValue('0.9');
    expect(sound).not.toBeChecked();
    expect(sound).toBeDisabled();
    expect(screen.getByText('The numbers come too fast to be spoken: sound is off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More: Speed (seconds per number)' }));
    expect(speed).toHaveValue('1.0');
    expect(sound).toBeEnabled();
    expect(sound).not.toBeChecked();
  });

  it('actions snap back into 2-25 and speed never goes below 0.1', async () => {
    const user = userEvent.setup();
    renderSettings('/games/addition', <AdditionSettings />);
    const actions = screen.getByLabelText('Number of actions');
    await user.clear(actions);
    await user.type(actions, '40');
    await user.tab();
    expect(actions).toHaveValue('25');
    await user.clear(actions);
    await user.type(actions, '1{Enter}');
    expect(actions).toHaveValue('2');
    await user.clear(actions);
    await user.type(actions, 'abc{Enter}');
    expect(actions).toHaveValue('2');

    const speed = screen.getByLabelText('Speed (seconds per number)');
    await user.clear(speed);
    await user.type(speed, '0.1{Enter}');
    expect(screen.getByRole('button', { name: 'Less: Speed (seconds per number)' })).toBeDisabled();
  });

  it('the digit list follows the level and the complexity, and the choice is stored on Start', async () => {
    const user = userEvent.setup();
    renderSettings('/games/addition', <AdditionSettings />);
    const digit = screen.getByLabelText('Digit');
    expect(
      within(digit)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['3', '4', '5', '6', '7', '8', '9']);

    await user.selectOptions(screen.getByLabelText('Complexity'), '10');
    expect(within(digit).getAllByRole('option')).toHaveLength(16);
    await user.selectOptions(digit, 'pro-5');

    await user.selectOptions(screen.getByLabelText('Level'), 'small_friends');
    expect(
      within(screen.getByLabelText('Digit'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['4', '3', '2', '1', '3 pro', '2 pro', '1 pro']);
    await user.click(start());
    // 5 pro is not a small-friends digit: the first pro one is chosen.
    expect(stored().addition).toMatchObject({ type: 'small_friends', places: 10, digit: 3, pro: true });
    expect(getCurrentGame()).toMatchObject({
      type: 'addition',
      digit_type: 'small_friends',
      complexity: 10,
      mode: 'digits',
    });
  });

  it('a free user gets the elementary level only', () => {
    signInStudent({ is_free: true });
    renderSettings('/games/addition', <AdditionSettings />);
    const level = screen.getByLabelText('Level');
    expect(
      within(level)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Simple']);
    expect(level).toBeDisabled();
  });
});

describe('random abacus settings', () => {
  it('offers digit variants 1 to 7 (one per rod), speed and actions, but no level or focus digit', async () => {
    const user = userEvent.setup();
    renderSettings('/games/abacus-random', <AbacusRandomSettings />);
    expect(screen.queryByLabelText('Level')).toBeNull();
    expect(screen.queryByLabelText('Digit')).toBeNull();
    const digits = screen.getByLabelText('Digit variants');
    // Issue 9: it stopped at 5 digits and was called Complexity.
    expect(
      within(digits)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `Digits: ${n}`));
    await user.selectOptions(digits, 'Digits: 7');
    await user.click(start());
    expect(getCurrentGame()).toMatchObject({ type: 'abacus_random', places: 1_000_000, complexity: 1_000_000 });
  });
});

describe('columns settings', () => {
  it('starts with the student as the first player; an empty name is shown as wrong and blocks Start', async () => {
    const user = userEvent.setup();
    renderSettings('/games/columns', <ColumnsSettings />);
    expect(screen.getByLabelText('Player 1')).toHaveValue('Mia');

    await user.click(screen.getByRole('button', { name: 'More: Number of players' }));
    expect(screen.getByLabelText('Player 2')).toHaveValue('');
    expect(screen.getByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByLabelText('Player 2')).toHaveAttribute('aria-invalid', 'true');
    expect(start()).toBeDisabled();

    await user.type(screen.getByLabelText('Player 2'), 'Bartholomew-Alexander');
    expect(screen.getByLabelText('Player 2')).toHaveValue('Bartholomew-Alex');
    expect(start()).toBeEnabled();
  });

  it('at most 12 players; the timer is on at 30 s and at least 1', async () => {
    const user = userEvent.setup();
    renderSettings('/games/columns', <ColumnsSettings />);
    const players = screen.getByLabelText('Number of players');
    await user.clear(players);
    await user.type(players, '20{Enter}');
    expect(players).toHaveValue('12');
    expect(screen.getByRole('button', { name: 'More: Number of players' })).toBeDisabled();

    const timer = screen.getByLabelText('Timer, seconds');
    expect(timer).toHaveValue('30');
    await user.clear(timer);
    await user.type(timer, '0{Enter}');
    expect(timer).toHaveValue('1');
    await user.click(screen.getByRole('checkbox', { name: 'Timer' }));
    expect(screen.queryByLabelText('Timer, seconds')).not.toBeInTheDocument();
  });

  it('the anzan level asks for the anzan type; only subtraction sets the digit to 0', async () => {
    const user = userEvent.setup();
    renderSettings('/games/columns', <ColumnsSettings />);
    expect(screen.queryByRole('group', { name: 'Type' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Level'), 'anzan');
    await user.click(screen.getByRole('radio', { name: 'Only subtract' }));
    await user.click(start());
    expect(getCurrentGame()).toMatchObject({
      type: 'columns',
      digit_type: 'anzan',
      anzan_type: 'anzan_minus',
      digit: 0,
      users: ['Mia'],
    });
  });
});

describe('division settings', () => {
  it('defaults to 100 divided by 10 and marks a divisor not smaller than the dividend', async () => {
    const user = userEvent.setup();
    renderSettings('/games/division', <DivisionSettings />);
    const dividend = screen.getByRole('group', { name: 'Dividend' });
    const divisor = screen.getByRole('group', { name: 'Divisor' });
    expect(within(dividend).getByRole('radio', { name: '100' })).toBeChecked();
    expect(within(divisor).getByRole('radio', { name: '10' })).toBeChecked();

    await user.click(within(dividend).getByRole('radio', { name: '10' }));
    expect(within(divisor).getByRole('alert')).toHaveTextContent('The dividend must be greater than the divisor');
    expect(start()).toBeDisabled();
    await user.click(within(divisor).getByRole('radio', { name: '1' }));
    expect(start()).toBeEnabled();
  });
});

describe('multiplication 25x25', () => {
  it('starts at once: type multiply_25x25, complexity 50, no sound', () => {
    renderSettings('/games/mul-25x25', <Multiply25Settings />);
    expect(screen.getByTestId('arrived')).toHaveTextContent('play /games/game');
    expect(getCurrentGame()).toMatchObject({ type: 'multiply_25x25', complexity: 50, withSound: false });
  });

  it('the game takes its place in the history: Back from the game goes to the training page with menu=multiply', async () => {
    const user = userEvent.setup();
    renderSettings('/games/mul-25x25', <Multiply25Settings />, ['/dashboard-student/training?menu=multiply']);
    expect(screen.getByTestId('arrived')).toHaveTextContent('play /games/game');
    clearCurrentGame();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent('training /dashboard-student/training?menu=multiply');
    expect(getCurrentGame()).toBeNull();
  });
});
