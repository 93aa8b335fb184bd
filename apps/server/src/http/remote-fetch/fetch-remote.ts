import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress, type AddressPolicy } from './public-address';

export type RemoteFetchFailure = 'address' | 'protocol' | 'status' | 'redirects' | 'tooLarge' | 'timeout' | 'network';

export class RemoteFetchError extends Error {
  constructor(readonly reason: RemoteFetchFailure) {
    super(`remote fetch refused: ${reason}`);
    this.name = 'RemoteFetchError';
  }
}

export interface RemoteFetchOptions extends AddressPolicy {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

/**
 * Resolves a name and refuses it when any of its addresses is not public. The connection then
 * goes to the address checked here, so a name cannot answer a public address to the check and a
 * private one to the connection (DNS rebinding).
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address, policy)))
        return callback(new RemoteFetchError('address'), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

type Step = { redirect: URL } | { body: Buffer };

function getOnce(url: URL, options: RemoteFetchOptions, signal: AbortSignal): Promise<Step> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Step>((resolve, reject) => {
    const request = client.get(
      url,
      {
        // A literal IP address skips the lookup: it is checked before the request.
        lookup: guardedLookup(options),
        signal,
        agent: false,
        headers: { accept: 'image/png, image/jpeg, image/svg+xml, image/x-icon;q=0.9', 'accept-encoding': 'identity' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ redirect: new URL(response.headers.location, url) });
        }
        if (status !== 200) {
          response.resume();
          return reject(new RemoteFetchError('status'));
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          response.destroy();
          return reject(new RemoteFetchError('tooLarge'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          // Counted as it streams: a server that lies about its length is cut off all the same.
          if (size > options.maxBytes) {
            response.destroy();
            reject(new RemoteFetchError('tooLarge'));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function checkUrl(url: URL, policy: AddressPolicy) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RemoteFetchError('protocol');
  if (url.username || url.password) throw new RemoteFetchError('protocol');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as such is checked here; a name is checked by the lookup of each connection.
  if (/^[\d.]+$/.test(host) || host.includes(':')) {
    if (!isPublicAddress(host, policy)) throw new RemoteFetchError('address');
  }
}

/**
 * Downloads a file from an address given by a user or a file (a GS1 image): http(s) only, public
 * addresses only (after DNS, on every redirect), at most `maxRedirects` redirects, `maxBytes`
 * bytes and `timeoutMs` for the whole exchange. Throws RemoteFetchError with the reason.
 */
export async function fetchRemote(address: string, options: RemoteFetchOptions): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteFetchError('protocol');
  }
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      checkUrl(url, options);
      const step = await getOnce(url, options, signal);
      if ('body' in step) return step.body;
      if (redirects >= options.maxRedirects) throw new RemoteFetchError('redirects');
      url = step.redirect;
    }
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error;
    if (signal.aborted) throw new RemoteFetchError('timeout');
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof RemoteFetchError) throw cause;
    throw new RemoteFetchError('network');
  }
}
