import { ERRORS } from '@seal/shared';
import { IS_FRAMED } from '../lib/framed';
import { AppError } from './app-error';
import { errorMessage } from './error-message';
import { noticeNetwork, noticeTooLarge } from './global-notices';
import { parseResponse } from './parse-response';
import { isSignedIn, reportSessionExpired } from './session-expiry';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Reads what the body does not carry (a `Location` header) before the answer is parsed. */
  onHeaders?: (headers: Headers) => void;
}

function headers(hasJsonBody: boolean): HeadersInit {
  return {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
    ...(hasJsonBody ? { 'Content-Type': 'application/json' } : {}),
    ...(IS_FRAMED ? { 'X-Framed': '1' } : {}),
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // an HTML error page from a proxy: the status decides
  }
}

/**
 * Every request of the console goes through here: cookie session, no-cache headers, the frame
 * marker, envelope parsing into AppError, and the global reactions to 401, 413 and network loss.
 * A FormData body (a file upload) is sent as multipart; any other body as JSON.
 */
export async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  // Only a request sent with a session can find it expired (a visitor's 401 must not fire the
  // debounced expiry right after a quick login).
  const sentSignedIn = isSignedIn();
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      // The browser writes the multipart Content-Type itself, with its boundary.
      headers: headers(body !== undefined && !multipart),
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause; // a cancelled query is not a network failure
    noticeNetwork();
    throw new AppError(ERRORS.auth.network);
  }
  options.onHeaders?.(response.headers);
  try {
    return parseResponse<T>(response.status, await readBody(response));
  } catch (error) {
    if (error instanceof AppError) {
      if (error.status === 401 && error.isSessionMissing && sentSignedIn) reportSessionExpired();
      // A refusal of its own (a media over 1 MB) is shown by the form that sent it.
      if (error.is(ERRORS.common.tooLarge)) noticeTooLarge(errorMessage(error));
    }
    throw error;
  }
}
