import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The tokens the public pages hand to a consumer and read back: a consultation's challenge, the
 * form an answer offers. No session exists on these pages, so what the server must find again is
 * carried by the consumer, signed: `<base64url JSON>.<base64url HMAC-SHA256>` under SERVER_SECRET,
 * with an expiry. Each kind of token signs under its own purpose, so one cannot stand for another.
 */

export type TokenPurpose = 'challenge' | 'form' | 'embed' | 'again';

interface Envelope<T> {
  /** Expiry, in seconds since the epoch. */
  x: number;
  d: T;
}

/** The key of each purpose, derived once per secret: every answer signs a token. */
const keys = new Map<string, Buffer>();
const keyOf = (secret: string, purpose: TokenPurpose) => {
  const name = `${purpose}:${secret}`;
  let key = keys.get(name);
  if (!key) {
    key = createHmac('sha256', secret).update(`public-token:${purpose}`).digest();
    if (keys.size < 16) keys.set(name, key);
  }
  return key;
};

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** Signs `data` for `purpose`, valid `ttlSeconds` from `now`. */
export function signToken<T>(secret: string, purpose: TokenPurpose, data: T, ttlSeconds: number, now: Date): string {
  const envelope: Envelope<T> = { x: Math.floor(now.getTime() / 1000) + ttlSeconds, d: data };
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${body}.${mac(keyOf(secret, purpose), body)}`;
}

/** The data of a token signed for `purpose` and not expired at `now`; null for anything else. */
export function readToken<T>(secret: string, purpose: TokenPurpose, token: string, now: Date): T | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(mac(keyOf(secret, purpose), body), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
    if (typeof envelope.x !== 'number' || envelope.x * 1000 < now.getTime()) return null;
    return envelope.d;
  } catch {
    return null;
  }
}

/** What a form token carries: the seal the consumer consulted and what the answer offered. */
export interface FormTokenData {
  kind: 'contact' | 'feedback';
  accountId: string;
  entityId: string;
  serial: number;
  reference: string;
  productId: string | null;
}

/** A form may be sent within this time of the consultation that offered it. */
export const FORM_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/**
 * What an embed token carries: the origin of the page framing /iframeConsultControl, read by the
 * public pages from the Referer when the frame is loaded and handed back with each consultation
 * made inside it (POST /api/consultation's `embed`), so that a script cannot claim another.
 */
export interface EmbedTokenData {
  site: string | null;
}

/** An embedded consultation page may be used for this long after it was loaded. */
export const EMBED_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** What an `again` token carries: the seal an answer was about (its serial, key version, printed reference). */
export interface AgainTokenData {
  s: number;
  v: number;
  r: string;
}

/** The language switch of an answer shows it again without recording it within this time. */
export const AGAIN_TOKEN_TTL_SECONDS = 30 * 60;
