import { z } from 'zod';
import { message } from './keys';

/**
 * One part, 0 to 255, without leading zeros: "010" is 8 for inet_aton (octal) but 10 for a
 * human, so such a form is refused rather than guessed.
 */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/** Dotted-quad IPv4 only, exact string (no spaces, no port, no CIDR suffix). */
export const isIpv4 = (value: string) => IPV4.test(value);

/** Trims surrounding blanks (form input), then requires x.x.x.x. */
export const zIp = z.string(message('validation.required')).trim().refine(isIpv4, message('validation.ip'));
