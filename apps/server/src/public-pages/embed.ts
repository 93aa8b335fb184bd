import type { FastifyRequest } from 'fastify';
import { readToken, signToken } from '../modules/consultation/public-token';

/** An embedded check stays usable this long after its frame was loaded. */
const EMBED_TTL_SECONDS = 12 * 60 * 60;

interface EmbedData {
  /** The origin of the page that framed the check, or null when the browser did not say. */
  site: string | null;
}

export interface Embedding {
  site: string | null;
  /** The signed token the frame's forms and links carry (field `embed`). */
  token: string;
}

/** The origin of an http(s) Referer ("https://brand.example"), or null. */
export function originOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site a check is embedded in (/iframeConsultControl). A browser names the framing page in the
 * Referer of the frame's first load, and only there: the frame's own pages name themselves
 * (Referrer-Policy: same-origin). So the first load signs the origin into an `embed` token, and
 * the frame's form posts and language links carry it back. A token is believed only on a request
 * the frame itself made: a POST (the Origin check keeps those to our own pages), or a navigation
 * the browser says is same-origin (Sec-Fetch-Site) or whose Referer is one of our pages (browsers
 * without Sec-Fetch-Site). Another site loading `?embed=<a brand's token>` in its own frame is a
 * cross-site load, judged on its own Referer.
 */
export function embeddingOf(
  request: FastifyRequest,
  given: string | undefined,
  { secret, publicUrl, now }: { secret: string; publicUrl: string; now: Date },
): Embedding {
  const referer = originOf(request.headers.referer);
  const ownOrigins = [new URL(publicUrl).origin, originOf(`${request.protocol}://${request.host}`)];
  const fromOwnFrame =
    request.method === 'POST' ||
    request.headers['sec-fetch-site'] === 'same-origin' ||
    (referer !== null && ownOrigins.includes(referer));
  if (fromOwnFrame && given) {
    const data = readToken<EmbedData>(secret, 'embed', given, now);
    if (data) return { site: data.site, token: given };
  }
  const site = fromOwnFrame ? null : referer;
  return { site, token: signToken<EmbedData>(secret, 'embed', { site }, EMBED_TTL_SECONDS, now) };
}
