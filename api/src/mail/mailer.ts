import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'error'> | Console;

/** Development mailer: stores every message in outbox_emails (read by GET /api/v1/dev/outbox) and logs it. */
export function outboxMailer(db: Db, log: Log = console): Mailer {
  return {
    async send(message) {
      await db.insert(outboxEmails).values(message);
      log.info(`[outbox] mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}

/** Real mailer over SMTP_URL (smtp://user:pass@host:port or smtps://...). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createMailer(opts: { smtpUrl: string | null; mailFrom: string; db: Db; log?: Log }): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl, opts.mailFrom) : outboxMailer(opts.db, opts.log);
}
