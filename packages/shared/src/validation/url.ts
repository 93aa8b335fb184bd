import { z } from 'zod';
import { isIpv4 } from './ip';
import { message } from './keys';

// The shared package compiles without DOM or Node types; URL is a global in both runtimes.
declare const URL: new (input: string) => {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
};

export const URL_MAX_LENGTH = 2048;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A public name with a top-level domain, or an IP literal; "localhost" and "intranet" are not websites. */
function isValidHost(hostname: string): boolean {
  if (isIpv4(hostname) || /^\[[0-9a-f:.]+\]$/.test(hostname)) return true;
  const labels = hostname.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TLD.test(labels.at(-1) ?? '');
}

/**
 * An absolute http(s) URL, for websites and redirect URLs. The URL constructor does the
 * parsing (and punycodes international names); the extra checks refuse what it would
 * silently repair or what other parsers read differently: blanks, backslashes,
 * "http:example.com" without slashes, and credentials ("https://bank.com@evil.com").
 */
export function isHttpUrl(value: string): boolean {
  // Control characters are exactly what this check is for.
  // eslint-disable-next-line no-control-regex
  if (value.length > URL_MAX_LENGTH || /[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  let url;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.username === '' && url.password === '' && isValidHost(url.hostname);
}

/** Outputs the trimmed input as typed, not the re-serialised href. */
export const zUrl = z.string(message('validation.required')).trim().refine(isHttpUrl, message('validation.url'));
