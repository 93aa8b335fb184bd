import { AppError, ERRORS, SEAL_STATUS, toSealStatus, type ParsedInputOf } from '@seal/shared';
import { mediaUrl } from '@seal/shared/contract/media';
import {
  isConsultationError,
  type getAllRefConsultation as contract,
  type ConsultItem,
  type ErrorItem,
  type FormItem,
  type RefConsultation,
  type StateItem,
} from '@seal/shared/contract/seal-history';
import type { SessionCallContext } from '../../rpc/context';
import { mergeHistory } from './history-merge';
import * as repo from './seal-history.repository';
import { checkActor, lookUpSeal } from './seal-lookup';
import { isWithin, toTimeWindow } from './time-window';

type Input = ParsedInputOf<typeof contract>;

/** Spec 001 section 7: "rejected with a missing-information error if reference, activation date or the third argument is missing". */
function refuseMissing(input: Input): void {
  const fields = [
    ...(input.ref?.trim() ? [] : ['ref']),
    ...(input.date_from ? [] : ['date_from']),
    ...(input.act_id ? [] : ['act_id']),
  ];
  if (fields.length > 0) throw new AppError(ERRORS.common.missingFields, { fields });
}

/**
 * privateConsultationModel.getAllRefConsultation: the lists of one seal between two dates, its
 * counts and current state, and their merged history.
 */
export async function getAllRefConsultation(ctx: SessionCallContext, input: Input): Promise<RefConsultation> {
  refuseMissing(input);
  checkActor(ctx, input.act_id || undefined);
  const seal = await lookUpSeal(ctx, input.ref!);
  if (seal.status === SEAL_STATUS.unknown) throw new AppError(ERRORS.consultation.invalidReference);
  if (!seal.activation) throw new AppError(ERRORS.consultation.notActivated);

  const key = { accountId: ctx.session.accountId, serial: seal.serial };
  const window = toTimeWindow(input.date_from || undefined, input.date_to || undefined);
  const [consultations, forms, changes, cancellation, activation, total] = await Promise.all([
    repo.findConsultations(ctx.db, key, window),
    repo.findForms(ctx.db, key, window),
    repo.findStateChanges(ctx.db, key, window),
    repo.findCancellation(ctx.db, key),
    repo.findActivationDetails(ctx.db, key.accountId, seal.activation.id),
    repo.countConsultations(ctx.db, key),
  ]);

  const list_consult: ConsultItem[] = [];
  const list_error: ErrorItem[] = [];
  for (const row of consultations) {
    const date = row.createdAt.toISOString();
    if (isConsultationError(row.outcome)) list_error.push({ date, error_type: row.outcome, country: row.country });
    else list_consult.push({ date, country: row.country, lang: row.language, outcome: row.outcome });
  }
  const list_form: FormItem[] = forms.map((row) => ({
    date: row.createdAt.toISOString(),
    location:
      row.latitude === null || row.longitude === null
        ? null
        : JSON.stringify({ Latitude: row.latitude, Longitude: row.longitude }),
    img: row.imageId ? mediaUrl(row.imageId) : null,
    kind: row.kind,
    request_type: row.requestType,
  }));
  const list_state: StateItem[] = changes.map((row) => ({
    state: toSealStatus(row.state),
    state_change_date: row.createdAt.toISOString(),
    reason: row.reason,
    changed_by: row.changedBy,
  }));
  // A cancellation is a change of state too (to 3), recorded for its whole range.
  if (cancellation && isWithin(cancellation.createdAt, window)) {
    list_state.push({
      state: SEAL_STATUS.cancelled,
      state_change_date: cancellation.createdAt.toISOString(),
      reason: cancellation.reason,
      changed_by: cancellation.cancelledBy,
    });
    list_state.sort((a, b) => Date.parse(a.state_change_date) - Date.parse(b.state_change_date));
  }

  const activatedAt = seal.activation.activatedAt;
  return {
    ref: seal.reference,
    list_consult,
    list_error,
    list_form,
    list_state,
    nb_consult: list_consult.length,
    nb_consult_total: total,
    current_state: seal.status,
    history: mergeHistory({
      activation:
        activation && isWithin(activatedAt, window)
          ? {
              date: activatedAt.toISOString(),
              product_title: activation.title ?? '',
              activated_by: activation.activatedBy ?? '',
              target_country: activation.targetCountry,
              delivery_date: activation.deliveryDate,
            }
          : null,
      consults: list_consult,
      errors: list_error,
      forms: list_form,
      states: list_state,
    }),
  };
}
