import type { FastifyReply } from 'fastify';
import { THEME_FRAME_SOURCES } from '@seal/shared/themes/document';

/** Policies already adjusted: every request starts from the same one (http/security-headers.ts). */
const adjusted = new Map<string, string>();
const ADJUSTED_KEPT = 64;

/** The policy with one directive set to `value` (added when absent). */
export function withDirective(csp: string, name: string, value: string): string {
  const key = `${name}\n${value}\n${csp}`;
  let policy = adjusted.get(key);
  if (policy === undefined) {
    const directives = csp
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive !== '' && directive.split(/\s+/)[0] !== name);
    policy = [...directives, `${name} ${value}`].join(';');
    if (adjusted.size >= ADJUSTED_KEPT) adjusted.clear();
    adjusted.set(key, policy);
  }
  return policy;
}

/**
 * Adjusts the project's security headers (http/security-headers.ts, already on the reply) for a
 * public page:
 * - `Referrer-Policy: same-origin` instead of no-referrer: under no-referrer a browser sends
 *   `Origin: null` with a plain form's POST, which the Origin check refuses; a page of another
 *   site is still told nothing (a reference checked never leaves in a Referer);
 * - a check page's form may end on the brand's own site: an inactive reference redirects (303)
 *   to the company's URL, and a browser holds a form's redirects to form-action too;
 * - the pages made to be framed (the embedded check, the form alone) may be framed by any site.
 */
export function publicPageHeaders(reply: FastifyReply, { check, frameable }: { check: boolean; frameable: boolean }) {
  let csp = String(reply.getHeader('content-security-policy') ?? '');
  if (check) csp = withDirective(csp, 'form-action', "'self' https:");
  if (frameable) csp = withDirective(csp, 'frame-ancestors', '*');
  reply.header('content-security-policy', csp).header('referrer-policy', 'same-origin');
}

/**
 * A page showing a brand's theme (docs/themes.md "CSP"): no script but the page's own (the form's
 * module, when the answer offers the form), pictures of this server only, frames of the video
 * players a theme may embed and nothing else, even if something got past the sanitiser.
 */
export function themedPageHeaders(reply: FastifyReply, { scripts }: { scripts: boolean }) {
  let csp = String(reply.getHeader('content-security-policy') ?? '');
  csp = withDirective(csp, 'script-src', scripts ? "'self'" : "'none'");
  csp = withDirective(csp, 'img-src', "'self'");
  csp = withDirective(csp, 'frame-src', THEME_FRAME_SOURCES.join(' '));
  reply.header('content-security-policy', csp);
}
