import { randomUUID } from 'node:crypto';
import { AppError, ERRORS, toFieldIssues } from '@seal/shared';
import { zConsumerFormInput, type ConsumerFormInput } from '@seal/shared/contract/consultation';
import { MEDIA_CONTENT_TYPES } from '@seal/shared/contract/media';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { readToken, type FormTokenData } from '../consultation/public-token';
import { insertMedia } from '../media/media.repository';
import { checkedImage } from '../media/media.service';
import { checkFormCaptcha } from './altcha';
import { FORM_RECEIVED_QUEUE, type FormReceivedJob } from './consumer-forms-jobs';
import * as repo from './consumer-forms.repository';

/** The tag of the media row holding a form's picture (docs/consumer-forms.md "Storage"). */
export const FORM_IMAGE_TAG = 'consumer-form';
export const formImageName = (formId: string) => `consumer-form-${formId}`;

/** What the route read from the request: the text fields, the picture if one was sent, the sender. */
export interface ReceivedForm {
  fields: Record<string, string>;
  image: Buffer | null;
  ip: string;
}

/**
 * A consumer's picture: at most 1 MB, read by its content (checkedImage), and a photo. An SVG is a
 * document rather than a picture of a product, and an icon is not a photo: both are refused,
 * before anything of theirs is stored.
 */
export function checkedPhoto(content: Buffer) {
  const image = checkedImage(content);
  if (image.type !== 'png' && image.type !== 'jpeg') throw new AppError(ERRORS.consumerForm.photoOnly);
  return { ...image, type: image.type };
}

/** The position, only when the consumer consented, and then both coordinates or neither. */
function consentedPosition(input: ConsumerFormInput) {
  if (input.consent !== 'yes') return { latitude: null, longitude: null };
  const { latitude, longitude } = input;
  if (latitude === undefined && longitude === undefined) return { latitude: null, longitude: null };
  if (latitude === undefined || longitude === undefined) {
    const path = latitude === undefined ? 'latitude' : 'longitude';
    throw new AppError(ERRORS.common.validation, {}, [{ path, key: 'validation.required' }]);
  }
  return { latitude, longitude };
}

const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * POST /api/consultation/form: checks the fields, the form token (consultation.invalidSession), the
 * proof of work (consumerForm.invalidCaptcha) and the picture, then in one transaction spends the
 * proof of work (consumerForm.captchaUsed the second time), stores the picture and the form (the
 * seal's history, op 4) and queues the notice to the subscribed users.
 */
export async function receiveConsumerForm(
  { db, services }: { db: Db; services: Services },
  received: ReceivedForm,
): Promise<{ formId: string }> {
  const parsed = zConsumerFormInput.safeParse(received.fields);
  if (!parsed.success) throw new AppError(ERRORS.common.validation, {}, toFieldIssues(parsed.error.issues));
  const input = parsed.data;
  const { serverSecret } = services.config;
  const now = services.now();

  const seal = readToken<FormTokenData>(serverSecret, 'form', input.token, now);
  if (!seal) throw new AppError(ERRORS.consultation.invalidSession);
  const solved = await checkFormCaptcha(serverSecret, input.altcha, now);
  const position = consentedPosition(input);
  const photo = received.image ? checkedPhoto(received.image) : null;

  const formId = randomUUID();
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await repo.spendCaptcha(tx, solved))) throw new AppError(ERRORS.consumerForm.captchaUsed);
    const image = photo
      ? await insertMedia(tx, {
          accountId: seal.accountId,
          name: formImageName(formId),
          tag: FORM_IMAGE_TAG,
          type: photo.type,
          contentType: MEDIA_CONTENT_TYPES[photo.type],
          size: photo.content.length,
          content: photo.content,
        })
      : null;
    await repo.insertConsumerForm(tx, {
      id: formId,
      accountId: seal.accountId,
      entityId: seal.entityId,
      serial: seal.serial,
      reference: seal.reference,
      productId: seal.productId,
      kind: seal.kind,
      requestType: input.requestType,
      email: blankToNull(input.email),
      comment: blankToNull(input.comment),
      country: blankToNull(input.country),
      language: input.language ?? null,
      ...position,
      imageId: image?.id ?? null,
      ip: received.ip,
      createdAt: now,
    });
    const job: FormReceivedJob = {
      accountId: seal.accountId,
      entityId: seal.entityId,
      formId,
      serial: seal.serial,
      reference: seal.reference,
      kind: seal.kind,
    };
    await services.jobs.send(FORM_RECEIVED_QUEUE, job, tx);
  });
  return { formId };
}
