import { describe, expect, it } from 'vitest';
import type { RightsMap } from '../rights';
import { SEAL_STATUS, type SealStatus } from '../seals/seal-status';
import {
  allowedTransitions,
  checkTransition,
  SEAL_STATE_TRANSITIONS,
  SETTABLE_SEAL_STATES,
  transitionsFrom,
} from './seal-state-transitions';

const S = SEAL_STATUS;
const HISTORY: RightsMap = { 'secu.history': true };
const BOTH: RightsMap = { 'secu.history': true, 'secu.declare_stolen': true };
const ALL_STATES = Object.values(S) as SealStatus[];

/** The table in words: from -> to (action, and the right it needs on top of secu.history). */
const EXPECTED: [SealStatus, SealStatus, string, boolean][] = [
  [S.active, S.blocked, 'block', false],
  [S.active, S.suspect, 'markSuspect', false],
  [S.active, S.fraudulent, 'markFraudulent', false],
  [S.active, S.stolen, 'declareStolen', true],
  [S.active, S.hiddenStolen, 'declareHiddenStolen', true],
  [S.expired, S.blocked, 'block', false],
  [S.expired, S.stolen, 'declareStolen', true],
  [S.suspect, S.active, 'clearSuspicion', false],
  [S.suspect, S.fraudulent, 'markFraudulent', false],
  [S.suspect, S.blocked, 'block', false],
  [S.suspect, S.stolen, 'declareStolen', true],
  [S.fraudulent, S.active, 'clearSuspicion', false],
  [S.fraudulent, S.suspect, 'markSuspect', false],
  [S.fraudulent, S.blocked, 'block', false],
  [S.fraudulent, S.hiddenStolen, 'declareHiddenStolen', true],
  [S.blocked, S.active, 'unblock', false],
  [S.blocked, S.stolen, 'declareStolen', true],
  [S.stolen, S.active, 'recover', true],
  [S.stolen, S.hiddenStolen, 'declareHiddenStolen', true],
  [S.hiddenStolen, S.active, 'recover', true],
  [S.hiddenStolen, S.stolen, 'declareStolen', true],
];

describe('the seal state transition table', () => {
  it.each(EXPECTED)('takes %s to %s by %s', (from, to, action, needsStolenRight) => {
    expect(checkTransition(from, to, BOTH)).toEqual({
      ok: true,
      transition: { to, action, extraRight: needsStolenRight ? 'secu.declare_stolen' : null },
    });
    expect(checkTransition(from, to, HISTORY)).toEqual(
      needsStolenRight ? { ok: false, reason: 'forbidden' } : expect.objectContaining({ ok: true }),
    );
  });

  it('allows no change from a seal not activated, archived, cancelled, a demonstration or unknown', () => {
    for (const from of [S.inactive, S.archived, S.cancelled, S.demo, S.unknown, S.contact, S.access]) {
      expect(transitionsFrom(from)).toEqual([]);
      for (const to of SETTABLE_SEAL_STATES)
        expect(checkTransition(from, to, BOTH)).toEqual({ ok: false, reason: 'invalidTransition' });
    }
  });

  it('refuses to set the state a seal already has, and unblocking a seal not blocked', () => {
    for (const state of SETTABLE_SEAL_STATES)
      expect(checkTransition(state, state, BOTH)).toEqual({ ok: false, reason: 'invalidTransition' });
    for (const from of [S.active, S.stolen, S.hiddenStolen])
      expect(transitionsFrom(from).some((transition) => transition.action === 'unblock')).toBe(false);
  });

  it('never leads to a state that is computed rather than recorded', () => {
    for (const transitions of Object.values(SEAL_STATE_TRANSITIONS))
      for (const transition of transitions ?? [])
        expect([S.inactive, S.expired, S.cancelled, S.demo, S.unknown]).not.toContain(transition.to);
  });

  it('lists only the transitions the table holds, each refused for any other target', () => {
    const listed = new Set(EXPECTED.map(([from, to]) => `${from}>${to}`));
    for (const from of ALL_STATES)
      for (const to of ALL_STATES) {
        const check = checkTransition(from, to, BOTH);
        const inTable = transitionsFrom(from).some((transition) => transition.to === to);
        expect(check.ok, `${from} -> ${to}`).toBe(inTable);
        if (listed.has(`${from}>${to}`)) expect(inTable).toBe(true);
      }
  });

  it('offers a holder of secu.history alone only the changes that need no other right', () => {
    expect(allowedTransitions(S.active, HISTORY).map((transition) => transition.action)).toEqual([
      'block',
      'markSuspect',
      'markFraudulent',
    ]);
    expect(allowedTransitions(S.stolen, HISTORY)).toEqual([]);
    expect(allowedTransitions(S.stolen, BOTH).map((transition) => transition.to)).toEqual([S.active, S.hiddenStolen]);
  });
});
