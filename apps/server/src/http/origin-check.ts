import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '@seal/shared';
import { bearerSecret } from '../modules/api-tokens/api-token-secret';
import { sendError } from '../rpc/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false on a route another server calls, whose signature proves the sender (a payment
     * provider's webhook): no browser session is behind it, so a page of another site gains nothing.
     */
    originCheck?: boolean;
  }
}

/** Methods that change nothing: a cross-site page may cause them (links, images), they carry no intent. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Fetch metadata a browser sends when it leaves Origin out: only these are the console's own. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** A CSP host-source: `https://partner.example`, `*.brand.example`, `partner.example:8443`. */
const HOST_SOURCE = /^(?:([a-z][a-z\d+.-]*):\/\/)?(\*\.)?([a-z\d.-]+|\[[\da-f:.]+\])(?::(\d+|\*))?\/?$/i;

const defaultPort = (scheme: string) => (scheme === 'https' ? '443' : '80');

/**
 * The origins a FRAME_ANCESTORS source lets frame the console. Keywords ('self' is the console's
 * own origin, 'none') and sources naming no site (`*`, `https:`) add none.
 */
function sourceMatcher(source: string, publicScheme: string): ((origin: URL) => boolean) | null {
  const match = HOST_SOURCE.exec(source);
  if (!match || source.startsWith("'")) return null;
  const [, scheme, wildcard, host = '', port] = match;
  return (origin) => {
    const originScheme = origin.protocol.slice(0, -1);
    // Without a scheme, CSP allows the console's own, and https when the console is on http.
    const schemeOk = scheme
      ? originScheme === scheme.toLowerCase()
      : originScheme === publicScheme || originScheme === 'https';
    const hostname = origin.hostname.toLowerCase();
    const hostOk = wildcard ? hostname.endsWith(`.${host.toLowerCase()}`) : hostname === host.toLowerCase();
    const portOk = port === '*' || (origin.port || defaultPort(originScheme)) === (port ?? defaultPort(originScheme));
    return schemeOk && hostOk && portOk;
  };
}

function parseOrigin(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url;
  } catch {
    return null;
  }
}

/**
 * Refuses a request that changes data when a browser says another site sent it
 * (docs/decisions/0005-origin-check.md): its Origin must be the console's (PUBLIC_URL, or the
 * address the request was sent to) or a site FRAME_ANCESTORS lets frame it. Without Origin,
 * Sec-Fetch-Site decides when present; a client sending neither (a script) is let through, as it
 * cannot be a page of another site using a visitor's cookie.
 */
export function originCheck(publicUrl: string, frameAncestors: readonly string[]) {
  const publicOrigin = new URL(publicUrl).origin;
  const publicScheme = new URL(publicUrl).protocol.slice(0, -1);
  const framers = frameAncestors
    .map((source) => sourceMatcher(source, publicScheme))
    .filter((matcher) => matcher !== null);

  const allowed = (request: FastifyRequest, value: string) => {
    const origin = parseOrigin(value);
    if (!origin) return false;
    if (origin.origin === publicOrigin) return true;
    if (origin.origin === parseOrigin(`${request.protocol}://${request.host}`)?.origin) return true;
    return framers.some((matches) => matches(origin));
  };

  return async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.originCheck === false) return;
    // An API token (docs/api-tokens.md) decides the request alone, cookie or not: a page of another
    // site cannot make a browser send an Authorization header, so there is no visitor's cookie to misuse.
    if (bearerSecret(request.headers.authorization) !== undefined) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const ok =
      origin !== undefined ? allowed(request, origin) : typeof fetchSite !== 'string' || OWN_FETCH_SITES.has(fetchSite);
    if (!ok) return sendError(reply, ERRORS.common.crossOrigin);
  };
}
