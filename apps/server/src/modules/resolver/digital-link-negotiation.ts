import { LINKSET_TYPE } from './linkset';

/** The media ranges of an Accept header with a weight above 0, lower-cased, parameters dropped. */
function acceptedTypes(accept: string | undefined): Map<string, number> {
  const types = new Map<string, number>();
  if (!accept) return types;
  for (const part of accept.slice(0, 1000).split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (range !== '' && weight > 0) types.set(range.trim(), weight);
  }
  return types;
}

/**
 * What a request asks of a Digital Link: its linkset (`Accept: application/linkset+json`, as GS1
 * resolvers read it, or `?linkType=all`), else to be sent on (a browser, or any other client).
 */
export function asksForLinkset(accept: string | undefined, linkTypeTerm: string | null): boolean {
  return linkTypeTerm === 'all' || acceptedTypes(accept).has(LINKSET_TYPE);
}

/**
 * The media type a linkset is sent as: application/linkset+json (RFC 9264), or application/json
 * to a client that accepts that and not the former (`?linkType=all` from a plain JSON client).
 */
export function linksetMediaType(accept: string | undefined): string {
  const types = acceptedTypes(accept);
  return types.has('application/json') && !types.has(LINKSET_TYPE) ? 'application/json' : LINKSET_TYPE;
}

/** A person's browser: HTML accepted at least as much as JSON. Anything else gets a problem as JSON. */
export function prefersHtml(accept: string | undefined): boolean {
  const types = acceptedTypes(accept);
  const html = types.get('text/html') ?? 0;
  const json = Math.max(types.get('application/json') ?? 0, types.get('application/problem+json') ?? 0);
  return html > 0 && html >= json;
}
