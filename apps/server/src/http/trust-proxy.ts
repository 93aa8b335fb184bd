import net from 'node:net';

/**
 * Whom the server believes about the client's address (X-Forwarded-For): nobody (false), the
 * last `n` hops (the proxies in front of the server, the server being reachable through them only),
 * or the proxies at these addresses. Never every hop: the leftmost entries are the client's to write.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, `false` or `0` trusts no proxy; a whole number is a hop count; `true`
 * is read as one hop (it used to trust every hop); anything else is a comma list of proxy
 * addresses or CIDR ranges. A value that is none of these stops the start with its reason.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY=${text} is not understood: give a number of proxy hops (1 behind one load balancer) ` +
        `or a comma list of proxy addresses or CIDR ranges (10.0.0.0/8,192.168.1.2); ${invalid.join(', ')} is neither`,
    );
  }
  return entries;
}

/** Fastify's trustProxy option for the setting. A hop count is a function: Fastify's own number trusts nothing. */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
