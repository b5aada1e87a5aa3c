// Texts the server writes for people (e-mails, the activation page's message, the avatar errors), in the 12
// interface languages. English is the reference; every language has every key (server-texts.test.ts).
import type { Language } from '@abacus/contract/languages';
import { TEXTS_A } from './texts-a.ts';
import { TEXTS_B } from './texts-b.ts';

export const EN = {
  'mail.greeting': 'Hello,',
  'mail.signature': 'Abacus School',
  'mail.reset.subject': 'Reset your Abacus School password',
  'mail.reset.lead':
    'Someone asked to reset the password of your Abacus School account. To choose a new password, open this link:',
  'mail.reset.tail': 'The link works once and expires in {{hours}} h. If you did not ask for it, ignore this message.',
  'mail.activation.subject': 'Confirm your e-mail for Abacus School',
  'mail.activation.lead':
    'Thank you for registering at Abacus School. Please confirm your e-mail address by opening this link:',
  'mail.activation.tail': 'If you did not register, ignore this message.',
  'mail.emailChanged.subject': 'Your sign-in e-mail at Abacus School was changed',
  'mail.emailChanged.lead':
    'The e-mail address you sign in to Abacus School with was changed to {{email}}. Sign-in and password resets now go to that address.',
  'mail.emailChanged.tail': 'If you did not ask for this, contact your school at once.',
  'activation.verified': 'Email has been verified.',
  'activation.alreadyVerified': 'Email has already been verified.',
  'activation.invalid': 'Activation link is invalid or has expired.',
  'avatar.notAnImage': 'Upload a valid image. Only JPEG and PNG files are accepted.',
  'avatar.tooLarge': 'The file is too large: at most 5 MB.',
  'avatar.noFile': 'No file was submitted.',
  'avatar.empty': 'The submitted file is empty.',
  'avatar.oneFile': 'Send one file, in the field "photo".',
} as const;

export type TextKey = keyof typeof EN;
export type Texts = Record<TextKey, string>;

const TEXTS: Record<Language, Texts> = { en: EN, ...TEXTS_A, ...TEXTS_B };

/** The text in that language, with `{{name}}` filled in. */
export function text(lang: Language, key: TextKey, values: Record<string, string | number> = {}): string {
  const template = TEXTS[lang]?.[key] ?? EN[key];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const textsOf = (lang: Language): Texts => TEXTS[lang];
