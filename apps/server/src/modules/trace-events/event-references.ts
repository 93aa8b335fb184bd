import type { IgnoredReason } from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import type { SealKeyring } from '../seals/reference-codec';
import {
  mergeSerialRanges,
  resolveManySealInputs,
  resolveSealInputs,
  sealCountOf,
  type KnownReels,
  type ResolvedSealInputs,
  type SerialRange,
} from '../seals/seal-inputs';
import type { SealScope } from '../seals/seal-scope';
import { containersByCode, sealRangesHeld } from './held-seals.repository';

export interface EventReferences {
  /** Merged and sorted: one row each in trace_event_seals. */
  ranges: SerialRange[];
  sealCount: number;
  /** The containers named, each once. */
  containerIds: string[];
  ignored: { input: string; reason: IgnoredReason }[];
}

/**
 * What a declaration names, as ranges of serials of the seal scope: typed references and ranges
 * (resolveSealInputs), and containers standing for every seal they hold now, at any depth. A code
 * of no container of the scope is ignored as `container`, a code named twice as `duplicate`.
 */
export async function resolveEventReferences(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  input: ReferenceInput,
  known?: KnownReels,
): Promise<EventReferences> {
  return withContainers(db, scope, input, await resolveSealInputs(db, keyring, scope, input, known));
}

/** `resolveEventReferences` of many declarations, their seals located in one query (an EPCIS capture). */
export async function resolveManyEventReferences(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  inputs: readonly ReferenceInput[],
  known?: KnownReels,
): Promise<EventReferences[]> {
  const resolved = await resolveManySealInputs(db, keyring, scope, inputs, known);
  const answers: EventReferences[] = [];
  for (const [index, input] of inputs.entries()) answers.push(await withContainers(db, scope, input, resolved[index]!));
  return answers;
}

interface ReferenceInput {
  references: readonly string[];
  ranges: readonly { first: string; last: string }[];
  containerCodes: readonly string[];
}

async function withContainers(
  db: Db,
  scope: SealScope,
  input: ReferenceInput,
  resolved: ResolvedSealInputs,
): Promise<EventReferences> {
  if (input.containerCodes.length === 0) return { ...resolved, containerIds: [], ignored: [...resolved.ignored] };
  const named = await containersByCode(db, scope.accountId, scope.entityIds, input.containerCodes);
  const byCode = new Map(named.map((container) => [container.code, container.id]));
  const ignored = [...resolved.ignored];
  const containerIds: string[] = [];
  for (const code of input.containerCodes) {
    const id = byCode.get(code.trim()) ?? byCode.get(code.trim().toUpperCase());
    if (!id) ignored.push({ input: code, reason: 'container' });
    else if (containerIds.includes(id)) ignored.push({ input: code, reason: 'duplicate' });
    else containerIds.push(id);
  }
  const held = await sealRangesHeld(db, scope.accountId, containerIds);
  const ranges = held.length > 0 ? mergeSerialRanges([...resolved.ranges, ...held]) : resolved.ranges;
  return { ranges, sealCount: sealCountOf(ranges), containerIds, ignored };
}
