import { z } from 'zod';
import type { Right } from '../rights';
import { zReferenceText } from './activation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * Reels of seals (spec 000 sections 1, 3 and 4, spec 001 sections 5 and 8): the list, split,
 * archive and transfer. A reel is named by a reference: its own (that of its first seal) or any
 * other seal's on it. A reel of another account, or of an entity outside the caller's seal scope,
 * answers exactly like one never issued.
 */

/**
 * How far a reel is used, from its activated seals: `new` none, `inUse` some, `usedUp` every one.
 * Cancelled seals count as activated: a cancelled seal is never activated again.
 */
export const REEL_STATUSES = ['new', 'inUse', 'usedUp'] as const;
export type ReelStatus = (typeof REEL_STATUSES)[number];

export function reelStatus(total: number, activated: number): ReelStatus {
  if (activated <= 0) return 'new';
  return activated >= total ? 'usedUp' : 'inUse';
}

export interface ReelRow {
  id: string;
  /** The reel's reference: that of its first seal. */
  reference: string;
  /** The reference of its last seal. */
  lastReference: string;
  /** The entity holding the reel now. */
  entityId: string;
  entityName: string;
  createdAt: string;
  total: number;
  /** Seals activated, the cancelled ones included. */
  activated: number;
  cancelled: number;
  /** Seals not activated yet. */
  left: number;
  status: ReelStatus;
  archived: boolean;
  archivedAt: string | null;
  /** The one transfer a reel may have: when, and from which entity. */
  transfer: { at: string; fromEntityId: string; fromEntityName: string } | null;
  /** Demonstration seals (status 100). */
  demo: boolean;
}

export const REEL_SORT_FIELDS = ['createdAt', 'total', 'activated', 'left', 'entityName', 'transferredAt'] as const;

/** Either right opens the list: the reels screen (secu) and the transfer screen (orga). */
export const REEL_LIST_RIGHTS = ['secu.view_reels', 'orga.transfer_reels'] as const satisfies readonly Right[];

/**
 * The reels of the caller's seal scope (its entity's and, with orga.master_security, its
 * sub-entities'). `search` is a reference: the reel holding that seal. `filters.archived` true
 * lists the archived reels, false or absent the others; `entityId` must be an entity of the scope.
 */
export const findReels = defineMethod<ListResult<ReelRow>>()({
  model: 'reelModel',
  name: 'findReels',
  access: 'session',
  anyOf: REEL_LIST_RIGHTS,
  input: listInput({
    sort: REEL_SORT_FIELDS,
    filters: z.object({
      archived: z.boolean().optional(),
      status: z.enum(REEL_STATUSES).optional(),
      entityId: zId.optional(),
      transferred: z.boolean().optional(),
    }),
  }),
});

/** The dashboard's reel stock: the reels of the scope that are not archived. */
export interface ReelStock {
  reels: number;
  total: number;
  activated: number;
  left: number;
  byStatus: Record<ReelStatus, number>;
}

export const getReelStock = defineMethod<ReelStock>()({
  model: 'reelModel',
  name: 'getReelStock',
  access: 'session',
  rights: ['secu.view_reels'],
  input: z.object({}),
});

/**
 * Split: `first` names the reel and the first seal of the part to split off; the part ends at
 * `last`, or after `quantity` seals (1 to the reel's size). Exactly one of the two is sent.
 */
export const zSplitReelInput = z
  .object({
    first: zReferenceText,
    last: zReferenceText.optional(),
    quantity: z.number().int().min(1).optional(),
  })
  .superRefine((value, context) => {
    if (value.last === undefined && value.quantity === undefined)
      context.addIssue({ code: 'custom', path: ['last'], message: 'validation.required' });
    if (value.last !== undefined && value.quantity !== undefined)
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.invalid' });
  });
export type SplitReelInput = z.input<typeof zSplitReelInput>;

export interface SplitResult {
  /** The reel [first, last]: a new one, or the reel itself (keeping its id and reference) when the part starts at its first seal. */
  part: ReelRow;
  /** What is left of the reel: one or two reels, in serial order. */
  rest: ReelRow[];
}

/**
 * Errors (spec 001 section 8, reel split): 400 reelSplit.invalidReel (first unknown, outside the
 * scope, or its reel archived), 103 reelSplit.invalidLast (last unreadable, or before first),
 * 101 reelSplit.lastNotOnReel (last, or first + quantity - 1, beyond the reel), 402
 * reelSplit.notSplit (the part is the whole reel), 401 reelSplit.reelUsed (a seal of the part is
 * activated), 100 reelSplit.failed.
 */
export const splitReel = defineMethod<SplitResult>()({
  model: 'reelModel',
  name: 'splitReel',
  access: 'session',
  // Spec 000 section 6 has no split right: the reels screen's right opens it.
  rights: ['secu.view_reels'],
  mutates: true,
  input: zSplitReelInput,
});

const zReelTarget = z.object({ reference: zReferenceText });

/** Refused with reel.noActivation (410) until a seal of the reel is activated; common.notFound for an unknown reel. */
export const archiveReel = defineMethod<ReelRow>()({
  model: 'reelModel',
  name: 'archiveReel',
  access: 'session',
  rights: ['secu.archive_reels'],
  mutates: true,
  input: zReelTarget,
});

export const unarchiveReel = defineMethod<ReelRow>()({
  model: 'reelModel',
  name: 'unarchiveReel',
  access: 'session',
  rights: ['secu.archive_reels'],
  mutates: true,
  input: zReelTarget,
});

/** An entity a reel may be transferred to: the session's entity or one below it, not disabled. */
export interface TransferTarget {
  id: string;
  name: string;
  /** 0 for the session's entity, 1 for its sub-entities, and so on. */
  depth: number;
}

export const findTransferTargets = defineMethod<ListResult<TransferTarget>>()({
  model: 'reelModel',
  name: 'findTransferTargets',
  access: 'session',
  rights: ['orga.transfer_reels'],
  input: z.object({}),
});

/**
 * Moves a reel, with its activations, to `entityId`. Errors: common.notFound (entityId not a
 * target), organisation.entityDisabled, 400 reelTransfer.missing (unknown reel or not in the
 * scope), 411 reel.archived, 401 reelTransfer.alreadyTransferred (a reel moves once, and so do
 * the parts of a split one), 410 reel.noActivation (no seal activated yet), 402
 * reelTransfer.notTransferred (the reel is already that entity's).
 */
export const transferReel = defineMethod<ReelRow>()({
  model: 'reelModel',
  name: 'transferReel',
  access: 'session',
  rights: ['orga.transfer_reels'],
  mutates: true,
  input: zReelTarget.extend({ entityId: zId }),
});
