import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret: 32 random bytes, as `whsec_` and 64 hex digits. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** The X-Seal-Signature header: `sha256=` and the hex HMAC-SHA256 of "<timestamp>.<body>" keyed by the secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (docs/webhooks.md): recomputes the signature and compares in constant time. */
export function verifyWebhook(secret: string, timestamp: string, body: string, header: string): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
