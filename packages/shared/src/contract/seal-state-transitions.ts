import type { Right, RightsMap } from '../rights';
import { SEAL_STATUS, type SealStatus } from '../seals/seal-status';

/**
 * The changes of state a user may make to one seal by hand (spec 000 section 4 lists the states;
 * the allowed transitions are "not shown", so they are designed here: docs/seal-states.md and
 * docs/decisions/0013-seal-history-and-state-changes.md).
 *
 * Every change needs secu.history (the private consultation, where the seal is seen); declaring a
 * seal stolen or hidden stolen, switching between the two and recovering a stolen seal also need
 * secu.declare_stolen. A seal that is not activated, cancelled, a demonstration seal or unknown
 * takes no change at all.
 */

/** The states a user may set by hand. */
export const SETTABLE_SEAL_STATES = [
  SEAL_STATUS.active,
  SEAL_STATUS.blocked,
  SEAL_STATUS.suspect,
  SEAL_STATUS.fraudulent,
  SEAL_STATUS.stolen,
  SEAL_STATUS.hiddenStolen,
] as const satisfies readonly SealStatus[];
export type SettableSealState = (typeof SETTABLE_SEAL_STATES)[number];

/** What a change is called, for its button and the action log. */
export type StateChangeAction =
  | 'block'
  | 'unblock'
  | 'markSuspect'
  | 'markFraudulent'
  | 'clearSuspicion'
  | 'declareStolen'
  | 'declareHiddenStolen'
  | 'recover';

export interface StateTransition {
  to: SettableSealState;
  action: StateChangeAction;
  /** Held on top of secu.history. */
  extraRight: Right | null;
}

const S = SEAL_STATUS;
const t = (to: SettableSealState, action: StateChangeAction, extraRight: Right | null = null): StateTransition => ({
  to,
  action,
  extraRight,
});
const STOLEN = 'secu.declare_stolen' satisfies Right;

/** From an active seal (or one past its validity, which is still a genuine, activated seal). */
const FROM_ACTIVE = [
  t(S.blocked, 'block'),
  t(S.suspect, 'markSuspect'),
  t(S.fraudulent, 'markFraudulent'),
  t(S.stolen, 'declareStolen', STOLEN),
  t(S.hiddenStolen, 'declareHiddenStolen', STOLEN),
];

/** The transition table: current state -> the changes it allows. A state absent here allows none. */
export const SEAL_STATE_TRANSITIONS: Readonly<Partial<Record<SealStatus, readonly StateTransition[]>>> = {
  [S.active]: FROM_ACTIVE,
  [S.expired]: FROM_ACTIVE,
  [S.suspect]: [
    t(S.active, 'clearSuspicion'),
    t(S.fraudulent, 'markFraudulent'),
    t(S.blocked, 'block'),
    t(S.stolen, 'declareStolen', STOLEN),
    t(S.hiddenStolen, 'declareHiddenStolen', STOLEN),
  ],
  [S.fraudulent]: [
    t(S.active, 'clearSuspicion'),
    t(S.suspect, 'markSuspect'),
    t(S.blocked, 'block'),
    t(S.stolen, 'declareStolen', STOLEN),
    t(S.hiddenStolen, 'declareHiddenStolen', STOLEN),
  ],
  [S.blocked]: [
    t(S.active, 'unblock'),
    t(S.stolen, 'declareStolen', STOLEN),
    t(S.hiddenStolen, 'declareHiddenStolen', STOLEN),
  ],
  [S.stolen]: [t(S.active, 'recover', STOLEN), t(S.hiddenStolen, 'declareHiddenStolen', STOLEN)],
  [S.hiddenStolen]: [t(S.active, 'recover', STOLEN), t(S.stolen, 'declareStolen', STOLEN)],
};

/** The changes a seal in state `from` allows. */
export const transitionsFrom = (from: SealStatus): readonly StateTransition[] => SEAL_STATE_TRANSITIONS[from] ?? [];

/** The changes from `from` that a holder of `rights` (secu.history held) may make. */
export const allowedTransitions = (from: SealStatus, rights: RightsMap) =>
  transitionsFrom(from).filter((transition) => !transition.extraRight || rights[transition.extraRight] === true);

export type TransitionCheck =
  { ok: true; transition: StateTransition } | { ok: false; reason: 'invalidTransition' | 'forbidden' };

/**
 * Whether a holder of `rights` may take a seal from `from` to `to`: `invalidTransition` when the
 * change makes no sense whoever asks (unblock a seal not blocked, change a cancelled seal),
 * `forbidden` when it needs a right the caller lacks.
 */
export function checkTransition(from: SealStatus, to: SealStatus, rights: RightsMap): TransitionCheck {
  const transition = transitionsFrom(from).find((candidate) => candidate.to === to);
  if (!transition) return { ok: false, reason: 'invalidTransition' };
  if (transition.extraRight && rights[transition.extraRight] !== true) return { ok: false, reason: 'forbidden' };
  return { ok: true, transition };
}
