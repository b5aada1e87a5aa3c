import type { Language } from '@abacus/contract/languages';
import { text } from '../i18n/server-texts.ts';
import type { MailMessage } from './mailer.ts';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A mail with one link. Nothing in it comes from the user: a mail may go to an address nobody has verified yet (a
 * registration with someone else's e-mail), so it must not carry text an attacker chose, not even a first name.
 */
function linkMail(to: string, lang: Language, kind: 'reset' | 'activation', link: string, values = {}): MailMessage {
  const greeting = text(lang, 'mail.greeting');
  const lead = text(lang, `mail.${kind}.lead`);
  const tail = text(lang, `mail.${kind}.tail`, values);
  const signature = text(lang, 'mail.signature');
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  return {
    to,
    subject: text(lang, `mail.${kind}.subject`),
    text: `${greeting}\n\n${lead}\n${link}\n\n${tail}\n\n${signature}`,
    html:
      `<div dir="${dir}" lang="${lang === 'ua' ? 'uk' : lang}"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(tail)}</p>` +
      `<p>${escapeHtml(signature)}</p></div>`,
  };
}

export const resetPasswordMail = (to: string, lang: Language, link: string, ttlHours: number): MailMessage =>
  linkMail(to, lang, 'reset', link, { hours: ttlHours });

export const activationMail = (to: string, lang: Language, link: string): MailMessage =>
  linkMail(to, lang, 'activation', link);

/**
 * To the old address when a user's sign-in e-mail changes (their own profile or a staff member's edit): a changed
 * address takes sign-in and password resets with it, so its owner learns of it at once (an outside probe: a teacher
 * could move a parent's login to an address of their own without a word to the parent).
 */
export function emailChangedMail(to: string, lang: Language, newEmail: string): MailMessage {
  const greeting = text(lang, 'mail.greeting');
  const lead = text(lang, 'mail.emailChanged.lead', { email: newEmail });
  const tail = text(lang, 'mail.emailChanged.tail');
  const signature = text(lang, 'mail.signature');
  const dir = lang === 'he' ? 'rtl' : 'ltr';
  return {
    to,
    subject: text(lang, 'mail.emailChanged.subject'),
    text: `${greeting}\n\n${lead}\n\n${tail}\n\n${signature}`,
    html:
      `<div dir="${dir}" lang="${lang === 'ua' ? 'uk' : lang}"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>` +
      `<p>${escapeHtml(tail)}</p><p>${escapeHtml(signature)}</p></div>`,
  };
}

/** A staff member's own e-mail to a user (POST users/sendmail): plain text, escaped into the HTML part. */
export const staffMail = (to: string, subject: string, body: string, from: string): MailMessage => ({
  to,
  subject,
  text: `${body}\n\n${from}`,
  html: `<div>${escapeHtml(body).replace(/\n/g, '<br>')}<p>${escapeHtml(from)}</p></div>`,
});
