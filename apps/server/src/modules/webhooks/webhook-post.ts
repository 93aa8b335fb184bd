import http from 'node:http';
import https from 'node:https';
import type { AddressPolicy } from '../../http/remote-fetch/public-address';
import { guardedLookup, WebhookAddressError, webhookUrlProblem } from './webhook-address';

export interface PostResult {
  /** The answer's status code; null when there was none (refused address, network error, timeout). */
  status: number | null;
  error: string | null;
  durationMs: number;
}

/**
 * POSTs one signed body to a webhook: at most `timeoutMs` for the whole exchange, no redirect
 * followed (a 3xx is a failure like any other non-2xx), the address checked again (it may resolve
 * elsewhere since it was registered). Never throws: answers what happened.
 */
export async function postWebhook(
  address: string,
  headers: Record<string, string>,
  body: string,
  options: AddressPolicy & { timeoutMs: number },
): Promise<PostResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): PostResult => ({
    status,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const problem = webhookUrlProblem(address, options);
  if (problem) return done(null, `address refused (${problem})`);
  const url = new URL(address);
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise<PostResult>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options),
        signal,
        agent: false,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'SealConsole-Webhook/1',
        },
      },
      (response) => {
        // The answer's body is not kept: only its status counts.
        response.resume();
        response.on('end', () => resolve(done(response.statusCode ?? 0, null)));
        response.on('error', (error) => resolve(done(response.statusCode ?? 0, error.message)));
      },
    );
    request.on('error', (error) => {
      if (signal.aborted) return resolve(done(null, 'timeout'));
      const cause =
        error instanceof WebhookAddressError || (error as { cause?: unknown }).cause instanceof WebhookAddressError;
      resolve(
        done(null, cause ? 'address refused (address)' : ((error as NodeJS.ErrnoException).code ?? error.message)),
      );
    });
    request.end(body);
  });
}
