import { isIP } from 'node:net';
import { ERRORS, type CatalogueError, type Language } from '@seal/shared';
import type { PublicAnswer } from '@seal/shared/contract/consultation';
import { isConsultationError } from '@seal/shared/contract/seal-history';
import type { Db } from '../../db/client';
import type { Services } from '../../services';
import { consultations } from '../metrics/counters';
import type { PublicSeal } from '../seals/public-seal.service';
import type { ConsultationIo } from './consultation-io';
import { countryOf } from './ip-country';
import type { PublicOutcome } from './outcomes';
import { ownerContactOf, publicProductOf } from './public-product';
import {
  AGAIN_TOKEN_TTL_SECONDS,
  FORM_TOKEN_TTL_SECONDS,
  signToken,
  type AgainTokenData,
  type FormTokenData,
} from './public-token';

/** What the public page tells about the request: where it comes from and who asks. */
export interface ConsultRequest {
  ip: string;
  language: Language;
  userAgent: string | null;
  /** The origin of the page framing the consultation (the signed `embed` token of the pages). */
  embeddingSite: string | null;
  /** Rendered inside a frame (/iframeConsultControl). */
  framed: boolean;
}

/** One consultation on its way: its services, the request, what was typed, the seal once found. */
export interface Consultation {
  services: Services;
  db: Db;
  io: ConsultationIo;
  request: ConsultRequest;
  language: Language;
  now: Date;
  /** The reference as it will be recorded: the printed form once read, else as typed. */
  reference: string;
  /** The key version the reference was read with (a known seal's). */
  keyVersion: number;
  /** Shown again (the language switch of an answer): nothing is recorded. */
  again: boolean;
  found: PublicSeal | null;
}

export const USER_AGENT_MAX = 300;
const EMBEDDING_SITE_MAX = 300;

/** Half of a UTF-16 surrogate pair without its other half (also what a cut may leave at the end). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Stored text: at most `max` characters, without what PostgreSQL refuses (NUL, a lone surrogate). */
export const storable = (text: string | null | undefined, max: number) =>
  text ? text.replaceAll('\0', '').slice(0, max).replace(LONE_SURROGATE, '\ufffd') || null : null;

/**
 * Writes the consultation's row (and, for a known seal, its counter, the state change of a
 * threshold and the owner's jobs), grouped with concurrent consultations into one statement
 * (consultation-io.ts); resolves once it is written.
 */
export async function record(consultation: Consultation, outcome: CatalogueError, alertsOwner = false) {
  if (consultation.again) return;
  const { found, request } = consultation;
  const product = found?.product ?? null;
  await consultation.io.write({
    seal: found
      ? {
          accountId: found.accountId,
          entityId: found.seal.reel.entityId,
          serial: found.seal.serial,
          productId: found.seal.activation?.productId ?? null,
          targetCountry: found.seal.activation?.targetCountry ?? null,
        }
      : null,
    reference: consultation.reference,
    outcome: outcome.code,
    // Fastify always gives an address; a caller passing something else records the unspecified one.
    ip: isIP(request.ip) ? request.ip : '0.0.0.0',
    country: countryOf(request.ip),
    language: consultation.language,
    userAgent: storable(request.userAgent, USER_AGENT_MAX),
    embeddingSite: storable(request.embeddingSite, EMBEDDING_SITE_MAX),
    counts: found !== null && !isConsultationError(outcome.code),
    suspectThreshold: product?.suspectThreshold ?? 0,
    fraudulentThreshold: product?.fraudulentThreshold ?? 0,
    stateBefore: found?.seal.status ?? -1,
    alertHiddenStolen: alertsOwner,
  });
  // The outcome's name in the catalogue (consultation.valid: valid); a few dozen label values.
  consultations.inc({ outcome: outcome.key.slice(outcome.key.indexOf('.') + 1) });
}

/** A result about no seal (101, 100, 105, 111 without a reference): nothing to show but the code. */
export function bareResult(
  consultation: Pick<Consultation, 'reference'>,
  error: CatalogueError,
  retryAfterSeconds: number | null = null,
): PublicAnswer {
  return {
    kind: 'result',
    code: error.code,
    key: error.key,
    ref: consultation.reference,
    demo: false,
    product: null,
    contact: null,
    form: null,
    redirectUrl: null,
    retryAfterSeconds,
    again: null,
    theme: null,
  };
}

/** The answer about a known seal: the outcome's code, its product when shown, the contacts and the form. */
export function sealResult(consultation: Consultation & { found: PublicSeal }, outcome: PublicOutcome): PublicAnswer {
  const { found, services, now } = consultation;
  const { seal } = found;
  const formData: FormTokenData | null = outcome.form && {
    kind: outcome.form,
    accountId: found.accountId,
    entityId: seal.reel.entityId,
    serial: seal.serial,
    reference: seal.reference,
    productId: seal.activation?.productId ?? null,
  };
  const notActivated = outcome.shown === ERRORS.consultation.notActivated;
  const again: AgainTokenData = { s: seal.serial, v: consultation.keyVersion, r: seal.reference };
  const secret = services.config.serverSecret;
  return {
    kind: 'result',
    code: outcome.shown.code,
    key: outcome.shown.key,
    ref: seal.reference,
    demo: outcome.demo === true,
    product: outcome.showsProduct ? publicProductOf(found) : null,
    contact: ownerContactOf(found, services.config.supportEmail),
    form: formData && {
      kind: formData.kind,
      token: signToken(secret, 'form', formData, FORM_TOKEN_TTL_SECONDS, now),
    },
    // The resolver (product redirect URLs, resolver modes) is not built yet: mode 0 for now.
    redirectUrl: notActivated ? found.company.inactiveRedirectUrl : null,
    errorUrl: isConsultationError(outcome.shown.code) ? found.company.errorUrl : null,
    retryAfterSeconds: null,
    again: signToken(secret, 'again', again, AGAIN_TOKEN_TTL_SECONDS, now),
    theme: themeOf(found),
  };
}

/** The account of each theme an answer names, kept beside the answer: the answer goes to the consumer as it is. */
const themeOwners = new WeakMap<object, string>();

/** The account whose product named `theme` in an answer of sealResult's: the theme is read on its shard. */
export const themeOwner = (theme: object): string | undefined => themeOwners.get(theme);

function themeOf(found: PublicSeal): { id: string; productId: string } | null {
  if (!found.product?.displayTemplate) return null;
  const theme = { id: found.product.displayTemplate, productId: found.product.id };
  themeOwners.set(theme, found.accountId);
  return theme;
}
