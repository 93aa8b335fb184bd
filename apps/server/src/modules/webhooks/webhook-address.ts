import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, type AddressPolicy } from '../../http/remote-fetch/public-address';

/**
 * Where a webhook may point (SSRF): HTTPS only, no credentials in the address, and no address of
 * this machine or of the networks behind it, checked on the address itself when it is an IP and on
 * every address the name resolves to at each delivery.
 *
 * `allowLoopback` is the tests' override (AppDeps.remoteFetch, never read from configuration, so
 * never on in production): it lets a webhook reach a receiver of the test on 127.0.0.1 or ::1,
 * over plain http as well.
 */
export type WebhookUrlProblem = 'malformed' | 'protocol' | 'credentials' | 'address';

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const isLoopbackHost = (host: string) => host === 'localhost' || /^127\./.test(host) || host === '::1';

export function webhookUrlProblem(address: string, policy: AddressPolicy = {}): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'malformed';
  }
  const host = bareHost(url);
  const plainAllowed = policy.allowLoopback === true && isLoopbackHost(host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && plainAllowed)) return 'protocol';
  if (url.username || url.password) return 'credentials';
  if (host === 'localhost' && !plainAllowed) return 'address';
  if (isIP(host) !== 0 && !isPublicAddress(host, policy)) return 'address';
  return null;
}

export class WebhookAddressError extends Error {
  constructor() {
    super('webhook address is not public');
    this.name = 'WebhookAddressError';
  }
}

/** Resolves the webhook's name and refuses it when any address is not public; connects to the checked one. */
export function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address, policy)))
        return callback(new WebhookAddressError(), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}
