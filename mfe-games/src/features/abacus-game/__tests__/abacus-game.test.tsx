import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, i18n } from '@abacus/shared';
import { renderGames } from '@/testing/render';
import { loadEnglishTexts } from '@/testing/with-texts';
import abacusTexts from '@/lib/abacus/locales/en.json';
import { AbacusGame } from '../components/abacus-game';
import texts from '../locales/en.json';

beforeAll(() => {
  loadEnglishTexts();
  i18n.addResourceBundle('en', 'games', { ...texts, ...abacusTexts }, true, true);
});
beforeEach(() => {
  jest.spyOn(api, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (!url.endsWith('/generator/v1/abacus')) throw new Error(`unexpected POST ${url}`);
    const { digit } = body as { digit: number };
    return {
      data: { items: (digit === 2 ? [47, 12] : [3]).map((number) => ({ number, sign: 1 })), seed: 's' },
    } as never;
  });
});
afterEach(() => jest.restoreAllMocks());

const bead = (name: string) => screen.getByRole('button', { name });

describe('the online abacus', () => {
  it('asks for a number; the child sets it with the beads and checks', async () => {
    const user = userEvent.setup();
    renderGames(<AbacusGame />);
    expect(await screen.findByTestId('abacus-target')).toHaveTextContent('47');
    expect(api.post).toHaveBeenCalledWith(
      'http://localhost/generator/v1/abacus',
      { type: 'abacus_random', digit: 2, numbers: 10 },
      expect.anything(),
    );
    // The abacus does not read itself out before the check.
    expect(screen.queryByRole('status', { name: 'Value' })).not.toBeInTheDocument();

    await user.click(bead('Tens: lower bead 4'));
    await user.click(bead('Ones: upper bead (5)'));
    await user.click(bead('Ones: lower bead 1'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText(/Not yet: the abacus shows 46/)).toBeInTheDocument();

    await user.click(bead('Ones: lower bead 2'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Right! Well done!')).toBeInTheDocument();
    expect(screen.getByText('Right the first time: 0 of 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next number' }));
    expect(screen.getByTestId('abacus-target')).toHaveTextContent('12');
  });

  it('another number size asks for new numbers', async () => {
    const user = userEvent.setup();
    renderGames(<AbacusGame />);
    await screen.findByTestId('abacus-target');
    await user.click(screen.getByRole('radio', { name: '1' }));
    expect(await screen.findByTestId('abacus-target')).toHaveTextContent(/^3$/);
  });

  it('free play shows the value of the beads', async () => {
    const user = userEvent.setup();
    renderGames(<AbacusGame />);
    await user.click(screen.getByRole('radio', { name: 'Free play' }));
    await user.click(bead('Hundreds: upper bead (5)'));
    expect(screen.getByLabelText('Value')).toHaveTextContent('500');
  });
});
