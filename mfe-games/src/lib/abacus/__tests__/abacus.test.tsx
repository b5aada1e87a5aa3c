import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@abacus/shared';
import texts from '../locales/en.json';
import { Abacus } from '../components/abacus';

beforeAll(() => {
  i18n.addResourceBundle('en', 'games', texts, true, true);
});

const value = () => screen.getByRole('status', { name: 'Value' });
const five = (place: string) => screen.getByRole('button', { name: `${place}: upper bead (5)` });
const one = (place: string, n: number) => screen.getByRole('button', { name: `${place}: lower bead ${n}` });

describe('abacus', () => {
  it('has a five-bead and four one-beads on each of 1 to 7 rods', () => {
    render(<Abacus />);
    expect(screen.getAllByRole('button', { name: /upper bead/ })).toHaveLength(7);
    expect(screen.getAllByRole('button', { name: /lower bead/ })).toHaveLength(28);
    expect(screen.getByRole('group', { name: 'Millions' })).toBeInTheDocument();
    expect(value()).toHaveTextContent('0');
  });

  it('counts the beads clicked to the beam', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Abacus rods={3} onChange={onChange} />);
    await user.click(one('Ones', 3)); // three one-beads go up together
    expect(value()).toHaveTextContent('3');
    await user.click(five('Tens'));
    await user.click(one('Hundreds', 1));
    expect(value()).toHaveTextContent('153');
    await user.click(one('Ones', 2)); // beads 2 and 3 go back down
    expect(value()).toHaveTextContent('151');
    await user.click(five('Tens'));
    expect(value()).toHaveTextContent('101');
    expect(onChange).toHaveBeenLastCalledWith(101, expect.any(Array));
    expect(one('Ones', 1)).toHaveAttribute('aria-pressed', 'true');
    expect(one('Ones', 2)).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a controlled value and changes only through onChange', async () => {
    const user = userEvent.setup();
    // biome-ignore lint/correctness/noComponentHookFactories: a test's own wrapper component, rendered once
    function Controlled() {
      const [current, setCurrent] = useState(4_020);
      return <Abacus rods={4} value={current} onChange={(next) => setCurrent(next === 4_025 ? 0 : next)} />;
    }
    render(<Controlled />);
    expect(value()).toHaveTextContent('4,020');
    expect(five('Thousands')).toHaveAttribute('aria-pressed', 'false');
    expect(one('Thousands', 4)).toHaveAttribute('aria-pressed', 'true');
    await user.click(five('Ones'));
    expect(value()).toHaveTextContent(/^0$/);
  });

  it('works from the keyboard with one Tab stop', async () => {
    const user = userEvent.setup();
    render(<Abacus rods={3} clearable />);
    await user.tab();
    expect(one('Ones', 1)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(value()).toHaveTextContent('1');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(five('Tens')).toHaveFocus();
    await user.keyboard(' ');
    expect(value()).toHaveTextContent('51');
    await user.keyboard('{Home}7');
    expect(value()).toHaveTextContent('751');
    await user.keyboard('{End}{Delete}');
    expect(value()).toHaveTextContent('750');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(value()).toHaveTextContent(/^0$/);
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    render(<Abacus rods={1} defaultValue={7} disabled />);
    await user.click(five('Ones'));
    expect(value()).toHaveTextContent('7');
    expect(five('Ones')).toBeDisabled();
  });
});
