import type { Db } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { hit } from '../limits/counters.ts';

/**
 * Calls that send mail are limited per recipient (nobody's inbox gets flooded: 40 reset mails in seconds before) and
 * per client address (one script cannot mail the whole world). Attempts count, sent or not, so the answer never tells
 * whether an account exists.
 */
export interface MailLimits {
  /** Mails one address may receive per hour. */
  perRecipient: number;
  /** Mail-sending calls one client address may make per hour. */
  perAddress: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = { perRecipient: 3, perAddress: 10 };
const WINDOW_SECONDS = 60 * 60;

export const TOO_MANY_MAILS = 'Too many e-mails were asked for. Try again later.';

export async function limitMail(
  db: Db,
  limits: MailLimits,
  { recipient, ip }: { recipient: string | null; ip: string },
): Promise<void> {
  const count = async (key: string, max: number) => ({ s: await hit(db, key, WINDOW_SECONDS), max });
  const counted = await Promise.all([
    count(`mail:address:${ip}`, limits.perAddress),
    ...(recipient ? [count(`mail:recipient:${recipient.toLowerCase()}`, limits.perRecipient)] : []),
  ]);
  const over = counted.filter(({ s, max }) => s.count > max);
  if (!over.length) return;
  const resets = Math.max(...over.map(({ s }) => s.resetsAt?.getTime() ?? Date.now() + 60_000));
  const seconds = Math.max(1, Math.ceil((resets - Date.now()) / 1000));
  throw new ApiError(429, { detail: TOO_MANY_MAILS, code: 'mail_limited' }, { 'Retry-After': String(seconds) });
}
