import { useMutation } from '@tanstack/react-query';
import {
  SUBSCRIPTION_API,
  SUBSCRIPTION_PARTS,
  type SubscriptionFile,
  type SubscriptionReceived,
} from '@seal/shared/contract/subscription';
import { request } from '../../../api/http';
import { solveAltcha } from './solve-altcha';

export interface SubscriptionSubmission {
  /** The wizard's values, without the files. */
  form: Record<string, unknown>;
  files: Record<SubscriptionFile, File>;
}

/**
 * POST /api/subscription (multipart: the form as JSON, the solved proof of work, the two files).
 * Refusals are AppErrors naming the fields (`company.vatNumber`, `trademarkCertificate`).
 */
export async function submitSubscription({ form, files }: SubscriptionSubmission): Promise<SubscriptionReceived> {
  const body = new FormData();
  body.append(SUBSCRIPTION_PARTS.form, JSON.stringify(form));
  body.append(SUBSCRIPTION_PARTS.altcha, await solveAltcha());
  for (const [name, file] of Object.entries(files)) body.append(name, file);
  return request<SubscriptionReceived>('POST', SUBSCRIPTION_API.submit, body);
}

/** The wizard shows refusals on its fields (no toast). */
export function useSubmitSubscription() {
  return useMutation({ mutationFn: submitSubscription, meta: { errorDisplay: 'inline' } });
}
