import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app';
import { readOutbox } from './send';

/** Just enough of an SMTP server to accept mail and keep what it received. */
function startSmtpSink(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-sink.test\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, messages, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

const t = useTestApp({ MAIL_FROM: 'Oldroad <no-reply@oldroad.test>' });
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  await t.call({
    method: 'POST',
    url: '/game-api/register',
    payload: { username: 'Poppy', email: 'poppy@example.test', password: 'garden gate 1', confirmPassword: 'garden gate 1', gender: 1 },
  });
});
afterAll(async () => {
  await sink.close();
  fs.rmSync(t.ctx.config.dataDir, { recursive: true, force: true });
});

describe('outgoing mail', () => {
  it('goes into the dev outbox without SMTP_URL', async () => {
    await t.call({ method: 'POST', url: '/game-api/forgot-password', payload: { email: 'poppy@example.test' } });
    // The outbox also holds Poppy's verification mail from her sign-up.
    const entry = (await readOutbox(t.ctx)).find((m) => /reset/i.test(m.subject));
    expect(entry).toMatchObject({ to: 'poppy@example.test', from: 'Oldroad <no-reply@oldroad.test>' });
    expect(entry!.text).toContain('/reset-password?token=');
  });

  it('goes through SMTP when SMTP_URL is set, and not into the outbox', async () => {
    t.ctx.config.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    const before = (await readOutbox(t.ctx)).length;
    const res = await t.call({ method: 'POST', url: '/game-api/forgot-password', payload: { email: 'poppy@example.test' } });
    expect(res.status).toBe(200);
    // SMTP delivery is not awaited by the answer (see reset.ts): wait for the sink to receive it.
    await vi.waitFor(() => expect(sink.messages).toHaveLength(1));
    expect(sink.messages[0]).toMatch(/^To: poppy@example\.test$/m);
    expect(sink.messages[0]).toContain('/reset-password?token=');
    expect((await readOutbox(t.ctx)).length).toBe(before);
  });

  it('sends a new account its verification link through SMTP, and a mail server that is down does not stop a sign-up', async () => {
    t.ctx.config.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
    const signUp = (username: string) =>
      t.call({
        method: 'POST',
        url: '/game-api/register',
        payload: { username, email: `${username.toLowerCase()}@example.test`, password: 'garden gate 1', confirmPassword: 'garden gate 1', gender: 1 },
      });
    const before = sink.messages.length;
    expect((await signUp('Daisy')).status).toBe(200);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(before + 1));
    expect(sink.messages.at(-1)).toMatch(/^To: daisy@example\.test$/m);
    // Quoted-printable: long lines are broken with a trailing '='.
    expect(sink.messages.at(-1)!.replace(/=\r?\n/g, '')).toContain('/verify-email?token=');
    t.ctx.config.SMTP_URL = 'smtp://127.0.0.1:1';
    expect((await signUp('Violet')).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'violet@example.test', password: 'garden gate 1' } })).status).toBe(200);
  });

  it('still answers the same text when the mail server is down', async () => {
    t.ctx.config.SMTP_URL = 'smtp://127.0.0.1:1';
    const res = await t.call({ method: 'POST', url: '/game-api/forgot-password', payload: { email: 'poppy@example.test' } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body).toEqual((await t.call({ method: 'POST', url: '/game-api/forgot-password', payload: { email: 'nobody@example.test' } })).body);
    expect(sink.messages).toHaveLength(2);
  });
});
