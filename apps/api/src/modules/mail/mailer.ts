import type { Db } from '@pasarlens/db';
import nodemailer from 'nodemailer';
import { keepInOutbox } from './outbox.repo.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Mail goes out over SMTP when SMTP_URL is set; otherwise nodemailer renders it (so addresses
 * and content are checked the same way) and it is kept in the outbox table for GET /dev/outbox.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; db: Db }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })) };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      await keepInOutbox(options.db, mail);
    },
  };
}
