// On a host that forces its language (the Polish platform) the other languages are greyed out, and the grid says why
// (a visitor of the Polish host was not told).
import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import common from '../i18n/locales/en.json';
import { region$ } from '../region/region-store';
import type { Region } from '../region/region';
import { LanguageGrid } from '../ui/language-picker';

beforeAll(() => i18n.addResourceBundle('en', 'common', common, true, true));
afterEach(() => region$.next(null));

it('a forced language greys out the others and says why; otherwise nothing is said', () => {
  region$.next({ forcedLanguage: 'en' } as Region);
  const { unmount } = render(<LanguageGrid />);
  expect(screen.getByTestId('language-forced')).toHaveTextContent("This platform's interface is in English only.");
  expect(screen.getByRole('button', { name: 'Polski' })).toBeDisabled();
  unmount();
  region$.next({ forcedLanguage: null } as Region);
  render(<LanguageGrid />);
  expect(screen.queryByTestId('language-forced')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Polski' })).toBeEnabled();
});
