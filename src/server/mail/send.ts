import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context';

/** One outgoing email (plain text: every mail the app sends is a short notice with a link). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** What the dev outbox writes per mail: one JSON file, so a person or a browser test can read the link. */
export interface OutboxMail extends OutgoingMail {
  from: string;
  sentAt: string;
}

export const outboxDir = (ctx: AppContext): string => path.join(ctx.config.dataDir, 'outbox');

/**
 * The app's pooled SMTP transport (services.ts builds one per app, closed with it), made at the
 * first mail and again should SMTP_URL change under it (tests point it at their own sink).
 */
export class MailTransport {
  private current: { url: string; transport: Transporter } | null = null;

  for(smtpUrl: string): Transporter {
    if (this.current?.url === smtpUrl) return this.current.transport;
    this.current?.transport.close();
    const transport = nodemailer.createTransport(smtpUrl);
    this.current = { url: smtpUrl, transport };
    return transport;
  }

  close(): void {
    this.current?.transport.close();
    this.current = null;
  }
}

/**
 * Sends a mail through SMTP when SMTP_URL is set; otherwise drops it into the dev outbox
 * (DATA_DIR/outbox/<time>-<random>.json) and logs where it went, so a fresh install needs no
 * mail server to reset a password.
 */
export async function sendMail(ctx: AppContext, mail: OutgoingMail): Promise<void> {
  const from = ctx.config.MAIL_FROM;
  if (ctx.config.SMTP_URL) {
    await ctx.services.mail.for(ctx.config.SMTP_URL).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    ctx.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    return;
  }
  const dir = outboxDir(ctx);
  await fs.mkdir(dir, { recursive: true });
  const sentAt = new Date().toISOString();
  // Names sort in sending order (the monotonic clock breaks ties within one millisecond).
  const order = String(process.hrtime.bigint()).padStart(20, '0');
  const file = path.join(dir, `${sentAt.replace(/[:.]/g, '-')}-${order}-${randomBytes(3).toString('hex')}.json`);
  const entry: OutboxMail = { from, ...mail, sentAt };
  await fs.writeFile(file, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
  ctx.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the dev outbox (SMTP_URL is not set)');
}

/** Every mail in the dev outbox, oldest first (for tests and the README's "read your mail" step). */
export async function readOutbox(ctx: AppContext): Promise<OutboxMail[]> {
  const dir = outboxDir(ctx);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const files = names.filter((n) => n.endsWith('.json')).sort();
  return Promise.all(files.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as OutboxMail));
}
