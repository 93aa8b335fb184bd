import { PUBLIC_API, type ConsultInput, type PublicAnswer } from '@seal/shared/contract/consultation';
import type { TestApp } from '../../../test/app';
import { consultationSerial, type ConsultationSeal } from '../../db/seed/consultation';
import type { ConsultationEntry } from './consultation.repository';
import { DEMO_SEAL_KEY } from '../seals/demo-seal-key';
import { bubblePatternOf } from '../seals/seal-secrets';

/** Limits no test of the outcomes reaches: throttling has its own tests. */
export const NO_THROTTLE = {
  CONSULTATION_THROTTLE: 'perIp=100000,perReference=100000,failuresPerIpReference=100000,failuresPerReference=100000',
};

/** A French consumer's phone, by default. */
export const PHONE = {
  ip: '90.1.2.3',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
};

/** A valid consultation of `seal`, counted, without thresholds, as the recording statement takes it. */
export const validEntry = (seal: NonNullable<ConsultationEntry['seal']>, reference: string): ConsultationEntry => ({
  seal,
  reference,
  outcome: 0,
  ip: PHONE.ip,
  country: 'FR',
  language: 'fr',
  userAgent: null,
  embeddingSite: null,
  counts: true,
  suspectThreshold: 0,
  fraudulentThreshold: 0,
  stateBefore: 1,
  alertHiddenStolen: false,
});

/** POST /api/consultation as a consumer's phone at `ip` sends it. */
export async function consultAs(t: TestApp, input: ConsultInput, ip = PHONE.ip) {
  const response = await t.app.inject({
    method: 'POST',
    url: PUBLIC_API.consult,
    payload: input,
    remoteAddress: ip,
    headers: { 'user-agent': PHONE.userAgent, 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
  });
  return { response, answer: response.json() as PublicAnswer };
}

export type Result = Extract<PublicAnswer, { kind: 'result' }>;
export type Challenge = Extract<PublicAnswer, { kind: 'challenge' }>;

export function asResult(answer: PublicAnswer): Result {
  if (answer.kind !== 'result') throw new Error(`expected a result, got ${JSON.stringify(answer)}`);
  return answer;
}

export function asChallenge(answer: PublicAnswer): Challenge {
  if (answer.kind !== 'challenge') throw new Error(`expected a challenge, got ${JSON.stringify(answer)}`);
  return answer;
}

/** The option of a challenge that is the demo seal's own pattern (as the consumer sees it on the seal). */
export function rightBubble(challenge: Challenge, seal: ConsultationSeal, block = 0) {
  const own = JSON.stringify(bubblePatternOf(consultationSerial(seal, block), DEMO_SEAL_KEY));
  const option = challenge.bubbles?.find((candidate) => JSON.stringify(candidate.pattern) === own);
  if (!option) throw new Error('the seal pattern is not among the options');
  return option.id;
}

/** The consultations recorded for a serial, oldest first. */
export async function recordedFor(t: TestApp, serial: number) {
  const { rows } = await t.database.executeSql(
    `select account_id, entity_id, serial::text, reference, product_id, outcome, host(ip) as ip, country, language,
       user_agent, embedding_site from seal_consultations where serial = $1 order by id`,
    [serial],
  );
  return rows;
}

/** The seal's consultation counter (0 when never counted). */
export async function countOf(t: TestApp, serial: number): Promise<number> {
  const { rows } = await t.database.executeSql('select consultations from seal_consultation_counts where serial = $1', [
    serial,
  ]);
  return (rows[0]?.consultations as number | undefined) ?? 0;
}

/** The jobs a queue holds for a serial. */
export async function jobsFor(t: TestApp, queue: string, serial: number) {
  const { rows } = await t.database.executeSql(
    `select data from pgboss.job where name = $1 and (data->>'serial')::int8 = $2 order by created_on`,
    [queue, serial],
  );
  return rows.map((row) => row.data as Record<string, unknown>);
}
