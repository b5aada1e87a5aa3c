// The network owner's settings (issue 11; spec 002 "Settings", spec 000 section 6 "background tester"): the school's
// contact details and social links in the public footer, and the backgrounds of the landing page and the games area
// (their upload rules: backgrounds.ts). Plain TypeScript, no zod: the landing page's footer imports the defaults and
// the shapes (its first load is budgeted). The zod schemas of the calls are in settings-schema.ts.

import type { BackgroundArea } from './backgrounds.ts';

export * from './backgrounds.ts';

export const SOCIAL_LINKS = ['facebook', 'instagram', 'youtube', 'telegram'] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];
/** Brand names: the same in every language. */
export const SOCIAL_NAMES: Record<SocialLink, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  telegram: 'Telegram',
};

export const CONTACT_FIELDS = [
  'contact_email',
  'phone',
  'address',
  'franchise_email',
  'facebook',
  'instagram',
  'youtube',
  'telegram',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** Every contact field as text; '' where the owner left it empty (not shown in the footer). */
export type ContactSettings = Record<ContactField, string>;

/** GET settings/public: what every visitor's page shows. */
export interface PublicSettings extends ContactSettings {
  /** The public URL of each area's background (/media/backgrounds/...), or null: the built-in look. */
  backgrounds: Record<BackgroundArea, string | null>;
}

/** Until the owner saves: the values the footer had hard-coded before the settings existed. */
export const DEFAULT_CONTACTS: ContactSettings = {
  contact_email: '',
  phone: '',
  address: '',
  franchise_email: 'franchise@abacus-school.online',
  facebook: 'https://www.facebook.com/abacus.school.online',
  instagram: 'https://www.instagram.com/abacus.school.online',
  youtube: 'https://www.youtube.com/@abacus-school-online',
  telegram: 'https://t.me/abacus_school_online',
};

export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  ...DEFAULT_CONTACTS,
  backgrounds: { landing: null, games: null },
};

export const SETTINGS_URL_MAX_LENGTH = 500;
export const ADDRESS_MAX_LENGTH = 300;
export const CONTACT_PHONE_MAX_LENGTH = 40;

/** An absolute https:// address of a host with a dot, no spaces or control characters, no user:password part. */
export function isHttpsUrl(text: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (text.length > SETTINGS_URL_MAX_LENGTH || /[\s\u0000-\u001f\u007f]/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && /\.[a-z]/i.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}
