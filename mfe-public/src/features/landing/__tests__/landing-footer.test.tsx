import { render, screen, within } from '@testing-library/react';
import { DEFAULT_PUBLIC_SETTINGS, type PublicSettings } from '@abacus/contract/settings';
import { session$ } from '@abacus/shared';
import { setPublicSettings } from '@/lib/public-settings/public-settings';
import { answerPublicReads } from '@/testing/public-reads';
import { loadEnglishTexts } from '@/testing/with-texts';
import { LandingFooter } from '../components/landing-footer';

const SAVED: PublicSettings = {
  ...DEFAULT_PUBLIC_SETTINGS,
  contact_email: 'hello@abacus-school.online',
  phone: '+48 22 123 45 67',
  address: 'ul. Prosta 1, Warszawa',
  franchise_email: 'owner@abacus-school.online',
  telegram: '',
};

beforeAll(loadEnglishTexts);
beforeEach(() => {
  setPublicSettings(null);
  session$.next(null);
});
afterEach(() => jest.restoreAllMocks());

const social = () => within(screen.getByRole('navigation', { name: 'Social networks' })).getAllByRole('link');

describe('the landing footer', () => {
  it('shows today’s links at once, then the owner’s contact details and links when they arrive', async () => {
    let answer: (value: unknown) => void = () => {};
    const get = answerPublicReads(() => new Promise((resolve) => (answer = resolve)));
    render(<LandingFooter />);
    expect(screen.getByRole('link', { name: 'Franchise application' })).toHaveAttribute(
      'href',
      'mailto:franchise@abacus-school.online?subject=Franchise%20application',
    );
    expect(social().map((a) => a.textContent)).toEqual(['Facebook', 'Instagram', 'YouTube', 'Telegram']);
    expect(screen.queryByTestId('footer-contacts')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][0]).toBe('/api/v1/settings/public');
    // No session header, and the browser's copy may be used (only the owner asks past it).
    expect(get.mock.calls[0][1]).toEqual({ cache: 'default', headers: { Accept: 'application/json' } });

    answer(SAVED);
    const contacts = await screen.findByTestId('footer-contacts');
    expect(contacts).toHaveAttribute('aria-label', 'Contacts');
    expect(within(contacts).getByRole('link', { name: 'hello@abacus-school.online' })).toHaveAttribute(
      'href',
      'mailto:hello@abacus-school.online',
    );
    expect(within(contacts).getByRole('link', { name: '+48 22 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+48221234567',
    );
    expect(contacts).toHaveTextContent('ul. Prosta 1, Warszawa');
    expect(screen.getByRole('link', { name: 'Franchise application' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:owner@abacus-school\.online\?/),
    );
    expect(social().map((a) => a.textContent)).toEqual(['Facebook', 'Instagram', 'YouTube']);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the defaults when the call fails, and asks again on the next visit', async () => {
    const get = answerPublicReads(() => {
      throw new TypeError('Failed to fetch');
    });
    const { unmount } = render(<LandingFooter />);
    await Promise.resolve();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/abacus.school.online',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    unmount();
    render(<LandingFooter />);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('never links anything but https:// from the settings', async () => {
    answerPublicReads(() => ({ ...SAVED, facebook: 'javascript:alert(1)' }));
    render(<LandingFooter />);
    await screen.findByTestId('footer-contacts');
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });
});
