import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Waits for a mail to `to` that the SMTP sink received, and answers it decoded. */
export async function waitForMail(to: string, match: RegExp = /./): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        const mails = fs
          .readdirSync(MAIL_DIR)
          .sort()
          .map((file) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as ReceivedMail);
        found = mails.reverse().find((mail) => mail.to.includes(to.toLowerCase()) && match.test(decode(mail.raw)));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return { ...found!, raw: decode(found!.raw) };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a mail. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.raw.match(new RegExp(`https?://[^\\s"<>]*/${path}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no /${path} link in the mail`);
  return match[0];
}

/** The 6-digit security code of the code mail to `email` (it stands alone on its line). */
export async function securityCodeFor(email: string): Promise<string> {
  const mail = await waitForMail(email, /security code/i);
  const code = mail.raw.match(/(?:^|>)\s*(\d{6})\s*(?:$|<)/m)?.[1];
  if (!code) throw new Error(`no security code in the mail to ${email}`);
  return code;
}
