import { ERRORS, SEAL_STATUS, type CatalogueError } from '@seal/shared';
import type { ConsultInput, PublicAnswer } from '@seal/shared/contract/consultation';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { findPublicSeal, sealReader, type PublicSeal, type SealReader } from '../seals/public-seal.service';
import { publicTraceEvents } from '../trace-events/public-events';
import { findSiteWebsites } from '../seals/public-seal.repository';
import type { DecodedReference } from '../seals/reference-codec';
import { consultationIoFor } from './consultation-io';
import { checkAnswer, challengeSpecOf, issueChallenge, type ChallengeTokenData } from './challenge';
import { bareResult, record, sealResult, storable, type Consultation, type ConsultRequest } from './consult-result';
import { isAllowedEmbedding } from './embedding';
import { publicOutcomeOf, type PublicOutcome } from './outcomes';
import { readToken, type AgainTokenData } from './public-token';

export type { ConsultRequest } from './consult-result';

const C = ERRORS.consultation;
const REFERENCE_MAX = 40;

type Decoded = Extract<DecodedReference, { ok: true }>;

/**
 * The public consultation (spec 000 section 1, spec 001 section 8; docs/consultation.md): what a
 * consumer checking a reference is answered, on the public pages and on POST /api/consultation.
 *
 * Throttle (105) -> reference (101, 100) -> seal, found without an account (100) -> embedding
 * site (30) -> product (104) -> challenge (106, 107, 108, 109, 111) -> the seal's state. Every
 * answer but a challenge is recorded, in one statement with its effects (counter, thresholds,
 * owner's jobs); a challenge records nothing until it is answered. An answer shown again with its
 * `again` token (the page's language switch) is neither throttled, challenged nor recorded.
 */
export async function consult(
  services: Services,
  db: Db,
  input: ConsultInput,
  request: ConsultRequest,
  /** How the request reads its seal, when another step of it (a check page's resolver) shares it. */
  shared?: SealReader,
): Promise<PublicAnswer> {
  const now = services.now();
  const io = consultationIoFor(services.consultationIo, db);
  const reader = shared ?? sealReader(services.decodePublicReference, io.loadSeal);
  const typed = storable(input.ref?.trim(), REFERENCE_MAX) ?? '';
  const token = input.token
    ? readToken<ChallengeTokenData>(services.config.serverSecret, 'challenge', input.token, now)
    : null;
  const decodedTyped = typed ? await reader.decode(typed) : null;
  // The token names the seal; a reference typed beside it must name the same one.
  const tokenFits =
    token !== null &&
    services.sealKeyring.keys.has(token.v) &&
    (!decodedTyped || (decodedTyped.ok && decodedTyped.serial === token.s && decodedTyped.keyVersion === token.v));
  const badToken = input.token !== undefined && !tokenFits;
  // The same answer again (the language switch): the seal of a result just given, if it is the one typed.
  const shownAgain = input.again
    ? readToken<AgainTokenData>(services.config.serverSecret, 'again', input.again, now)
    : null;
  const again =
    shownAgain !== null &&
    services.sealKeyring.keys.has(shownAgain.v) &&
    (!decodedTyped ||
      (decodedTyped.ok && decodedTyped.serial === shownAgain.s && decodedTyped.keyVersion === shownAgain.v))
      ? shownAgain
      : null;
  const named = again ?? (token && tokenFits ? token : null);
  const decoded: DecodedReference | null = named
    ? { ok: true, serial: named.s, keyVersion: named.v, reference: named.r }
    : decodedTyped;

  const consultation: Consultation = {
    services,
    db,
    io,
    request,
    language: input.lang ?? request.language,
    now,
    reference: decoded?.ok ? decoded.reference : typed,
    keyVersion: decoded?.ok ? decoded.keyVersion : -1,
    again: again !== null,
    found: null,
  };
  const refuse = async (error: CatalogueError, retryAfterSeconds: number | null = null) => {
    await record(consultation, error);
    return bareResult(consultation, error, retryAfterSeconds);
  };

  const sealKey = decoded?.ok ? `${decoded.keyVersion}:${decoded.serial}` : null;
  const wait = again ? null : await services.consultationThrottle.consult(request.ip, sealKey);
  const lookUp = (readable: Decoded) =>
    findPublicSeal(
      { load: reader.load, keyring: services.sealKeyring, now: services.now },
      readable,
      consultation.language,
    );
  if (wait !== null) {
    // Recorded in the seal's history when the reference names one: its owner sees the attempts.
    consultation.found = decoded?.ok ? await lookUp(decoded) : null;
    return refuse(C.temporarilyBlocked, wait);
  }
  if (!decoded) return refuse(badToken ? C.invalidSession : C.missingReference);
  if (!decoded.ok) return refuse(C.invalidReference);

  const found = await lookUp(decoded);
  if (!found) return refuse(C.invalidReference);
  return answerKnownSeal({ ...consultation, found }, decoded, input, token && tokenFits ? token : null, badToken);
}

async function answerKnownSeal(
  consultation: Consultation & { found: PublicSeal },
  decoded: Decoded,
  input: ConsultInput,
  token: ChallengeTokenData | null,
  badToken: boolean,
): Promise<PublicAnswer> {
  const { found, request, services } = consultation;
  const answer = async (outcome: PublicOutcome): Promise<PublicAnswer> => {
    await record(consultation, outcome.recorded, outcome.alertsOwner);
    const result = sealResult(consultation, outcome);
    // A valid seal shows its journey: the public events of its owner's traceability, read only
    // when an event or a container has reached the seal.
    if (outcome.shown !== C.valid || result.kind !== 'result' || !found.traced) return result;
    const records = await consultation.io.loadEvents({ accountId: found.accountId, serial: found.seal.serial });
    const events = publicTraceEvents(records, consultation.language);
    return events.length > 0 ? { ...result, events } : result;
  };

  if (
    request.framed &&
    !isAllowedEmbedding(request.embeddingSite, await findSiteWebsites(consultation.db, found.accountId))
  )
    // Refused as a blocked seal is (30, contact form), whatever its state.
    return answer(publicOutcomeOf(SEAL_STATUS.blocked));

  const { seal, product } = found;
  if (seal.activation && (!product || product.archived))
    return answer({ shown: C.invalidProduct, recorded: C.invalidProduct, showsProduct: false, form: null });

  const key = services.sealKeyring.keys.get(decoded.keyVersion)!;
  // Shown again, the answer was earned once: no new challenge.
  const spec = seal.activation && product && !consultation.again ? challengeSpecOf(product, seal.serial, key) : null;
  if (spec) {
    const secret = services.config.serverSecret;
    const challenge = (error: CatalogueError | null) =>
      issueChallenge(secret, decoded, key, spec, consultation.now, error);
    if (!token && !badToken) return challenge(null);
    const failure = token ? checkAnswer(secret, token, input, spec) : C.invalidSession;
    if (failure) {
      // Missing a code is no guess; a wrong answer or token is, and counts towards the throttle.
      if (failure !== C.controlKeyNeeded)
        await services.consultationThrottle.fail(request.ip, `${decoded.keyVersion}:${decoded.serial}`);
      await record(consultation, failure);
      return challenge(failure);
    }
  }
  return answer(publicOutcomeOf(seal.status));
}
