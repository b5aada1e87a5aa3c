import type { Language } from '@abacus/contract/languages';
import { text } from '../i18n/server-texts.ts';
import type { MailMessage } from './mailer.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type MailKind = 'reset' | 'activation' | 'emailChanged';

/**
 * A mail in the school's frame: a greeting, the kind's lead, its link when it has one, its tail, the signature, in the
 * reader's language and direction. Nothing in a link mail comes from the user: it may go to an address nobody has
 * verified yet (a registration with someone else's e-mail), so it must not carry text an attacker chose, not even a
 * first name. `values` fill the lead's and the tail's placeholders.
 */
function schoolMail(
  to: string,
  lang: Language,
  kind: MailKind,
  { link, values = {} }: { link?: string; values?: Record<string, string | number> } = {},
): MailMessage {
  const greeting = text(lang, 'mail.greeting');
  const lead = text(lang, `mail.${kind}.lead`, values);
  const tail = text(lang, `mail.${kind}.tail`, values);
  const signature = text(lang, 'mail.signature');
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  const linkHtml = link === undefined ? '' : `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  return {
    to,
    subject: text(lang, `mail.${kind}.subject`),
    text: `${greeting}\n\n${lead}${link === undefined ? '' : `\n${link}`}\n\n${tail}\n\n${signature}`,
    html:
      `<div dir="${dir}" lang="${lang === 'ua' ? 'uk' : lang}"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>` +
      `${linkHtml}<p>${escapeHtml(tail)}</p><p>${escapeHtml(signature)}</p></div>`,
  };
}

export const resetPasswordMail = (to: string, lang: Language, link: string, ttlHours: number): MailMessage =>
  schoolMail(to, lang, 'reset', { link, values: { hours: ttlHours } });

export const activationMail = (to: string, lang: Language, link: string): MailMessage =>
  schoolMail(to, lang, 'activation', { link });

/**
 * To the old address when a user's sign-in e-mail changes (their own profile or a staff member's edit): a changed
 * address takes sign-in and password resets with it, so its owner learns of it at once (an outside probe: a teacher
 * could move a parent's login to an address of their own without a word to the parent). It names the new address,
 * and goes to the old one, which was the user's.
 */
export const emailChangedMail = (to: string, lang: Language, newEmail: string): MailMessage =>
  schoolMail(to, lang, 'emailChanged', { values: { email: newEmail } });

/** A staff member's own e-mail to a user (POST users/sendmail): plain text, escaped into the HTML part. */
export const staffMail = (to: string, subject: string, body: string, from: string): MailMessage => ({
  to,
  subject,
  text: `${body}\n\n${from}`,
  html: `<div>${escapeHtml(body).replace(/\n/g, '<br>')}<p>${escapeHtml(from)}</p></div>`,
});
