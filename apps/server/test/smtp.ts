import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './helpers';

export interface ReceivedMail {
  /** The envelope's sender. */
  from: string;
  to: string[];
  /** The message as received, quoted-printable decoded, followed by its base64 parts decoded. */
  text: string;
}

/** The text of a quoted-printable body (and of Q-encoded headers), enough to read a code out of it. */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The parts of a MIME message sent in base64 (nodemailer's choice for mostly non-Latin text), decoded. */
const base64Parts = (raw: string) =>
  [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map(
    (match) => Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );

/**
 * A real SMTP server on a free port of 127.0.0.1, keeping every mail it receives; setting
 * `state.rejectNext` makes it refuse that many messages first (451, try later).
 */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const state = { rejectNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.rejectNext > 0) {
          state.rejectNext--;
          return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('latin1');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          text: [decodeQuotedPrintable(raw), ...base64Parts(raw)].join('\n'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    /** The `nth` mail (1 = the first) received for `to`. */
    mailFor: (to: string, nth = 1) =>
      waitFor(() => received.filter((mail) => mail.to.includes(to))[nth - 1], { what: `mail ${nth} to ${to}` }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code of a security-code mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /^(\d{6})\r?$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text.slice(0, 300)}`);
  return code;
}
