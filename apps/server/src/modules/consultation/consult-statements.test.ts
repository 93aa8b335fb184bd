import { describe, expect, it, vi } from 'vitest';
import { statementCounter, type StatementCount } from '../../../test/statement-counter';
import { useTestApp } from '../../../test/use-test-app';
import { consultationReference } from '../../db/seed/consultation';
import { demoSealSerial } from '../../db/seed/seals';
import { DEMO_EVENT_SEALS } from '../../db/seed/traceability-events';
import { DEMO_SEAL_KEY } from '../seals/demo-seal-key';
import { encodeReference } from '../seals/reference-codec';
import { asChallenge, asResult, consultAs, NO_THROTTLE } from './test-support';

/*
 * The consultation's budget of database work (docs/consultation.md, "Speed"): the round trips
 * and SQL statements of one consultation, counted at the database driver. Under load each of
 * them is shared by the consultations of a group (db/batcher.ts); one more on this path costs
 * every scan of a seal. A change that needs one more changes its budget here, and the figures of
 * bench/consultation.mjs in the docs, in the same commit.
 */
const BUDGET = {
  /**
   * The seal's look-up (which tells whether an event or a container has reached it), the record
   * (row, counter, rollup, thresholds, jobs); a seal no event has reached has no events to read.
   */
  valid: 2,
  /** The look-up, the record. */
  unknownReference: 2,
  /** The record only: nothing to look up. */
  unreadableReference: 1,
  /** The look-up: a challenge records nothing. */
  challenge: 1,
  /** A valid answer on a theme, of a traced seal: the look-up, the record, its public events. */
  themedWithEvents: 3,
  /** The check page: one look-up shared by its resolver mode and the check, the record. */
  checkPage: 2,
  /** The themed check page of a traced seal: the look-up, the record, the events, the theme, the menu of its resolver mode. */
  themedCheckPage: 5,
} as const;

const t = await useTestApp(NO_THROTTLE);
const counter = statementCounter(t.database);

/** The wine case seal that was bottled and shipped (README): its answer is on a theme, with its journey. */
let nextWine = 0;
const wineWithEvents = () =>
  encodeReference(demoSealSerial('inactive') + DEMO_EVENT_SEALS.first + nextWine++, DEMO_SEAL_KEY);
let nextLoad = 0;
const loadSeal = () => consultationReference('load', 0, nextLoad++);

/**
 * The count of `work`, run once before so that what runs once per server (preparing a statement,
 * a theme's rendering kept) is out of it: the steady state of a busy server.
 */
async function counted<T>(work: () => Promise<T>): Promise<StatementCount & { result: T }> {
  await work();
  return counter.count(work);
}

/** Both counts within the budget, and the statements listed when they are not. */
function expectWithin(count: StatementCount, budget: number) {
  const sent = count.calls.map((call) => call.text.replace(/\s+/g, ' ').slice(0, 120));
  expect({ roundTrips: count.roundTrips, statements: count.statements, sent }).toEqual({
    roundTrips: budget,
    statements: budget,
    sent: expect.any(Array),
  });
}

const page = (ref: string) => t.app.inject({ method: 'GET', url: `/consultation?ref=${ref}` });

describe('the database work of one consultation (POST /api/consultation)', () => {
  it('a valid seal', async () => {
    const count = await counted(() => consultAs(t, { ref: loadSeal() }));
    expect(asResult(count.result.answer).code).toBe(0);
    expectWithin(count, BUDGET.valid);
  });

  it('a reference no seal has', async () => {
    const count = await counted(() => consultAs(t, { ref: encodeReference(123_456, DEMO_SEAL_KEY) }));
    expect(asResult(count.result.answer).code).toBe(100);
    expectWithin(count, BUDGET.unknownReference);
  });

  it('what cannot be a reference', async () => {
    const count = await counted(() => consultAs(t, { ref: 'not a reference' }));
    expect(asResult(count.result.answer).code).toBe(100);
    expectWithin(count, BUDGET.unreadableReference);
  });

  it('a seal whose product asks for a challenge', async () => {
    const count = await counted(() => consultAs(t, { ref: consultationReference('captcha3') }));
    expect(asChallenge(count.result.answer).bubbles).toHaveLength(3);
    expectWithin(count, BUDGET.challenge);
  });

  it('a valid seal whose product has a theme, with its public events', async () => {
    const count = await counted(() => consultAs(t, { ref: wineWithEvents() }));
    const answer = asResult(count.result.answer);
    expect(answer.theme).not.toBeNull();
    expect(answer.events).toHaveLength(2);
    expectWithin(count, BUDGET.themedWithEvents);
  });
});

describe('the database work of one check page (GET /consultation?ref=)', () => {
  it('a valid seal', async () => {
    const count = await counted(() => page(loadSeal()));
    expect(count.result.statusCode).toBe(200);
    expect(count.result.body).toContain('data-testid="result"');
    expectWithin(count, BUDGET.checkPage);
  });

  it('a valid seal on a theme, with its journey and its resolver menu', async () => {
    const count = await counted(() => page(wineWithEvents()));
    expect(count.result.statusCode).toBe(200);
    expect(count.result.body).toContain('data-testid="theme"');
    expect(count.result.body.match(/data-testid="journey-step"/g)).toHaveLength(2);
    expectWithin(count, BUDGET.themedCheckPage);
  });

  it('deciphers the reference once, for its resolver mode and its check alike', async () => {
    const spies = [...t.services.sealKeyring.keys.values()].map((key) => vi.spyOn(key.cipher, 'decryptMany'));
    try {
      const response = await page(loadSeal());
      expect(response.body).toContain('data-testid="result"');
      const deciphered = spies.flatMap((spy) => spy.mock.calls.map(([inputs]) => inputs.length));
      expect(deciphered.reduce((sum, references) => sum + references, 0)).toBe(1);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
