import type { SealStatus } from '@seal/shared';
import type { Jobs } from '../jobs/jobs';

/*
 * The jobs a consultation queues for the seal's owner (workers: modules/consumer-forms). They are
 * written by the consultation's own statement (consultation.repository.ts), so they exist exactly
 * when the consultation that caused them does, and no consumer ever waits for a mail.
 */
export const CONSULTATION_JOBS = {
  /** A consultation count reached the product's suspect or fraudulent threshold: the seal changed state. */
  stateChanged: 'consultation.stateChanged',
  /** A hidden stolen seal was consulted: the consumer saw a valid seal, the owner is alerted. */
  hiddenStolen: 'consultation.hiddenStolen',
} as const;

export type ConsultationJobName = (typeof CONSULTATION_JOBS)[keyof typeof CONSULTATION_JOBS];

/** The payload of both jobs: which seal, its reference and the state it is in now. */
export interface ConsultationJobData {
  accountId: string;
  entityId: string;
  serial: number;
  reference: string;
  /** stateChanged: the new state (6 suspect, 7 fraudulent); hiddenStolen: 9. */
  state: SealStatus;
  productId: string | null;
}

/** Creates the queues at start: a job is written only into a queue that exists. */
export async function declareConsultationJobs(jobs: Jobs) {
  for (const name of Object.values(CONSULTATION_JOBS)) await jobs.declare(name);
}
