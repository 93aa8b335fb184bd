import type { FastifyReply } from 'fastify';
import { EPCIS_CAPTURE_BYTES_MAX, EPCIS_CAPTURE_EVENTS_MAX } from '@seal/shared/contract/epcis';

/** The versions every answer of the binding names (its OpenAPI, components/headers). */
export function versionHeaders(reply: FastifyReply) {
  return reply.header('GS1-EPCIS-Version', '2.0.0').header('GS1-CBV-Version', '2.0.0');
}

/** What the capture interface takes: its limits, and the error behaviour of this capture. */
export function captureHeaders(reply: FastifyReply, behaviour: 'rollback' | 'proceed' = 'rollback') {
  return versionHeaders(reply)
    .header('GS1-EPCIS-Capture-Limit', String(EPCIS_CAPTURE_EVENTS_MAX))
    .header('GS1-EPCIS-Capture-File-Size-Limit', String(EPCIS_CAPTURE_BYTES_MAX))
    .header('GS1-Capture-Error-Behaviour', behaviour);
}

/** The one version of EPCIS and of the CBV this repository speaks. */
const VERSION = '2.0.0';

/** The query interface's headers: the versions it answers in, as the lowest and highest it supports. */
export function queryHeaders(reply: FastifyReply) {
  return versionHeaders(reply)
    .header('GS1-EPCIS-Min', VERSION)
    .header('GS1-EPCIS-Max', VERSION)
    .header('GS1-CBV-Min', VERSION)
    .header('GS1-CBV-Max', VERSION);
}

const versionParts = (text: string) => text.split('.').map(Number);
function compareVersions(a: string, b: string): number {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export type QueryFormat = 'application/ld+json' | 'application/json';

/**
 * What the client accepts, read from Accept and the GS1-EPCIS-Min/Max and GS1-CBV-Min/Max headers:
 * JSON-LD (the default) or plain JSON (the same document), or the header that cannot be met (a 406).
 */
export function negotiate(headers: Record<string, string | string[] | undefined>): QueryFormat | { refused: string } {
  const header = (name: string) => {
    const value = headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  for (const [min, max] of [
    ['GS1-EPCIS-Min', 'GS1-EPCIS-Max'],
    ['GS1-CBV-Min', 'GS1-CBV-Max'],
  ] as const) {
    const low = header(min);
    const high = header(max);
    if (low !== undefined && (!/^\d+(\.\d+)*$/.test(low) || compareVersions(low, VERSION) > 0)) return { refused: min };
    if (high !== undefined && (!/^\d+(\.\d+)*$/.test(high) || compareVersions(high, VERSION) < 0))
      return { refused: max };
  }
  const accept = header('accept');
  if (!accept) return 'application/ld+json';
  const types = accept
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
    .map(([type]) => type!.trim().toLowerCase());
  // The first type the client lists that this repository writes.
  for (const type of types) {
    if (type === 'application/json') return 'application/json';
    if (type === 'application/ld+json' || type === '*/*' || type === 'application/*') return 'application/ld+json';
  }
  return { refused: 'Accept' };
}
