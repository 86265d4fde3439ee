import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import type { MailText } from './mail-templates';

export interface OutgoingMail extends MailText {
  to: string;
}

/** Delivers a mail somewhere outside the API (an SMTP server). */
export type MailTransport = (mail: OutgoingMail & { from: string }) => Promise<void>;

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return async (mail) => {
    // nodemailer makes the text and HTML parts one multipart/alternative and adds Message-ID and Date.
    await transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'Content-Language': mail.language },
    });
  };
}

export const OUTBOX_TEXT_NOT_KEPT = '(sent by SMTP; the text is not kept)';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, or null when it was not kept (sent by SMTP). */
  html: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

/**
 * Every mail is kept in the outbox table first (the development mailbox reads it); with a
 * transport it is then delivered, and a failed delivery is reported to the caller.
 */
export class Mailer {
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport | null,
    private readonly from: string,
    private readonly now: () => Date,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    // Mail carries reset codes and generated passwords. With SMTP the outbox is only a log of
    // what was sent, so it keeps neither part; without SMTP it is the demo's mailbox.
    const kept = this.transport === null;
    const [row] = await this.db.query<{ id: number }>(
      `insert into mail_outbox (to_address, subject, body, html, created_at) values ($1, $2, $3, $4, $5) returning id`,
      [mail.to, mail.subject, kept ? mail.text : OUTBOX_TEXT_NOT_KEPT, kept ? mail.html : null, this.now()],
    );
    if (this.transport === null || row === undefined) return;
    try {
      await this.transport({ ...mail, from: this.from });
      await this.db.query(`update mail_outbox set sent_at = $2 where id = $1`, [row.id, this.now()]);
    } catch (error) {
      await this.db.query(`update mail_outbox set error = $2 where id = $1`, [row.id, String(error)]);
      throw new ApiError('EMAIL_SEND_FAILED');
    }
  }

  async list(to?: string, limit = 100): Promise<OutboxMail[]> {
    const rows = await this.db.query<{
      id: number;
      to_address: string;
      subject: string;
      body: string;
      html: string | null;
      created_at: Date;
      sent_at: Date | null;
      error: string | null;
    }>(
      `select id, to_address, subject, body, html, created_at, sent_at, error from mail_outbox
       where $1::text is null or lower(to_address) = lower($1::text)
       order by id desc limit $2`,
      [to ?? null, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.body,
      html: row.html,
      created_at: row.created_at.toISOString(),
      sent_at: row.sent_at?.toISOString() ?? null,
      error: row.error,
    }));
  }
}
