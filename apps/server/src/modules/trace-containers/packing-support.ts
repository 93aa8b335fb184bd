import { readContainerCode } from '@seal/shared';
import { EVENT_IGNORED_SAMPLES } from '@seal/shared/contract/trace-events';
import type { SessionCallContext } from '../../rpc/context';
import { encodeReference } from '../seals/reference-codec';
import type { IgnoredInput, SerialRange } from '../seals/seal-inputs';
import type { SealScope } from '../seals/seal-scope';
import { countAccountSites } from './container-models.repository';
import * as repo from './containers.repository';
import { notFound } from './not-found';
import { timeZoneOffsetOf } from './packing-event.repository';

/* What packing and unpacking share: the site, the children named by code, printing seals, the time. */

export async function checkSite(ctx: SessionCallContext, siteId: string | null) {
  if (siteId && (await countAccountSites(ctx.db, ctx.session.accountId, [siteId])) !== 1) throw notFound();
}

/** Codes read and found in the scope; the others are ignored (format, duplicate, or no such container). */
export async function readChildren(ctx: SessionCallContext, scope: SealScope, codes: readonly string[]) {
  const ignored: IgnoredInput[] = [];
  const wanted = new Map<string, string>();
  for (const input of codes) {
    const reading = readContainerCode(input);
    if (!reading.ok) ignored.push({ input, reason: 'format' });
    else if (wanted.has(reading.code)) ignored.push({ input, reason: 'duplicate' });
    else wanted.set(reading.code, input);
  }
  const found = await repo.findByCodes(ctx.db, scope, [...wanted.keys()]);
  const byCode = new Map(found.map((child) => [child.code, child]));
  for (const [code, input] of wanted) if (!byCode.has(code)) ignored.push({ input, reason: 'container' });
  return { children: found, ignored };
}

export const printedOf = (ctx: SessionCallContext, serial: number, keyVersion: number) =>
  encodeReference(serial, ctx.services.sealKeyring.keys.get(keyVersion)!);

export const printedRange = (ctx: SessionCallContext, range: SerialRange) =>
  range.firstSerial === range.lastSerial
    ? printedOf(ctx, range.firstSerial, range.keyVersion)
    : `${printedOf(ctx, range.firstSerial, range.keyVersion)}..${printedOf(ctx, range.lastSerial, range.keyVersion)}`;

export function eventTimeOf(input: { eventTime?: string }) {
  const text = input.eventTime ?? new Date().toISOString();
  return { eventTime: new Date(text), eventTimeZoneOffset: timeZoneOffsetOf(text) };
}

export const samples = (ignored: IgnoredInput[]) => ignored.slice(0, EVENT_IGNORED_SAMPLES);
