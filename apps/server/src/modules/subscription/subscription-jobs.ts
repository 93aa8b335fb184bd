/** Queued with each pre-registration, in its transaction: the applicant is mailed the form to sign. */
export const PRE_REGISTRATION_QUEUE = 'subscription.preRegistered';

export interface PreRegisteredJob {
  id: string;
}

/** How long a pre-registration waits for its signed form before the purge deletes it. */
export const PRE_REGISTRATION_RETENTION_DAYS = 90;

/** The printed number of a pre-registration: SUB-000042. */
export const preRegistrationNumber = (number: number) => `SUB-${String(number).padStart(6, '0')}`;
