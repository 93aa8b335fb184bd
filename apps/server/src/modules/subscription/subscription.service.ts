import { AppError, ERRORS, toFieldIssues, type FieldIssue } from '@seal/shared';
import {
  SUBSCRIPTION_FILES,
  SUBSCRIPTION_PARTS,
  zSubscriptionInput,
  type SubscriptionFile,
  type SubscriptionReceived,
} from '@seal/shared/contract/subscription';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Services } from '../../services';
import { checkFormCaptcha } from '../consumer-forms/altcha';
import { spendCaptcha } from '../consumer-forms/consumer-forms.repository';
import { checkedDocument } from './checked-document';
import { PRE_REGISTRATION_QUEUE, preRegistrationNumber, type PreRegisteredJob } from './subscription-jobs';
import * as repo from './subscription.repository';

/** What the route read from the request. */
export interface ReceivedSubscription {
  fields: Record<string, string>;
  files: Partial<Record<SubscriptionFile, Buffer>>;
  ip: string;
}

const invalid = (fields: FieldIssue[]) => new AppError(ERRORS.common.validation, {}, fields);

/** The form part is the wizard's values as JSON; its issues name the fields (`company.vatNumber`). */
function parseForm(text: string | undefined) {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    throw invalid([{ path: SUBSCRIPTION_PARTS.form, key: 'validation.invalid' }]);
  }
  return zSubscriptionInput.safeParse(value);
}

/**
 * POST /api/subscription: checks every field, that both documents are there and are PDF, PNG or
 * JPEG by their content (at most LIMITS.uploadBytes, the parser's limit), the proof of work, and
 * that the e-mail is free; then in one transaction spends the proof of work, stores the
 * pre-registration and its files, and queues the mail of the form to sign.
 */
export async function submitSubscription(
  { db, services }: { db: Db; services: Services },
  received: ReceivedSubscription,
): Promise<SubscriptionReceived> {
  const parsed = parseForm(received.fields[SUBSCRIPTION_PARTS.form]);
  const missing = SUBSCRIPTION_FILES.filter((file) => !received.files[file]).map((path): FieldIssue => ({
    path,
    key: 'validation.required',
  }));
  const issues = [...(parsed.success ? [] : toFieldIssues(parsed.error.issues)), ...missing];
  if (!parsed.success || issues.length > 0) throw invalid(issues);
  const input = parsed.data;
  const documents = SUBSCRIPTION_FILES.map((kind) => {
    const content = received.files[kind]!;
    return { kind, content, size: content.length, contentType: checkedDocument(kind, content).contentType };
  });
  const now = services.now();
  const solved = await checkFormCaptcha(services.config.serverSecret, received.fields[SUBSCRIPTION_PARTS.altcha], now);
  const email = input.applicant.email;
  if (await repo.isEmailTaken(db, email)) throw new AppError(ERRORS.subscription.emailUsed);

  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (!(await spendCaptcha(tx, solved))) throw new AppError(ERRORS.consumerForm.captchaUsed);
      const row = await repo.insertPreRegistration(tx, {
        email,
        language: input.applicant.language,
        form: input,
        ip: received.ip,
        createdAt: now,
      });
      await repo.insertFiles(
        tx,
        documents.map((document) => ({ preRegistrationId: row.id, ...document })),
      );
      const job: PreRegisteredJob = { id: row.id };
      await services.jobs.send(PRE_REGISTRATION_QUEUE, job, tx);
      return { ok: true as const, number: preRegistrationNumber(row.number) };
    });
  } catch (error) {
    // Two forms with one address at once: the open e-mail index lets one through.
    if (isUniqueViolation(error, 'pre_registrations_open_email_idx')) throw new AppError(ERRORS.subscription.emailUsed);
    throw error;
  }
}
