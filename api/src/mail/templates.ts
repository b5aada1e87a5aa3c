import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkMail(
  to: string,
  subject: string,
  greeting: string,
  lead: string,
  link: string,
  tail: string,
): MailMessage {
  const text = `${greeting}\n\n${lead}\n${link}\n\n${tail}\n\nAbacus School`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(tail)}</p><p>Abacus School</p>`;
  return { to, subject, text, html };
}

export function resetPasswordMail(to: string, firstName: string, link: string, ttlHours: number): MailMessage {
  return linkMail(
    to,
    'Reset your Abacus School password',
    `Hello${firstName ? ` ${firstName}` : ''},`,
    'Someone asked to reset the password of your Abacus School account. To choose a new password, open this link:',
    link,
    `The link works once and expires in ${ttlHours} hours. If you did not ask for it, ignore this message.`,
  );
}

export function activationMail(to: string, firstName: string, link: string): MailMessage {
  return linkMail(
    to,
    'Confirm your e-mail for Abacus School',
    `Hello${firstName ? ` ${firstName}` : ''},`,
    'Thank you for registering at Abacus School. Please confirm your e-mail address by opening this link:',
    link,
    'If you did not register, ignore this message.',
  );
}
