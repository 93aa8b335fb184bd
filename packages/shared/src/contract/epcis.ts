import { z } from 'zod';
import { defineMethod } from './define';
import { zId } from './id';

/**
 * The EPCIS 2.0 REST binding (docs/epcis.md): `GET /epcis/events` answers the account's events as
 * an EPCISQueryDocument (JSON-LD), `POST /epcis/capture` takes an EPCISDocument. Callers sign in
 * with the session cookie or an account API token (`Authorization: Bearer <token>`), made here.
 */

export const EPCIS_PATHS = { events: '/epcis/events', capture: '/epcis/capture' } as const;
/** Events one query page answers by default and at most (`perPage`). */
export const EPCIS_PAGE_DEFAULT = 100;
export const EPCIS_PAGE_MAX = 1_000;
/**
 * EPCs (seals and containers) one page lists at most, whatever `perPage` says: a page closes before the
 * event that would pass it, but always holds at least one event (an event is never cut).
 */
export const EPCIS_PAGE_EPCS_MAX = 100_000;
/** Events one captured document may hold, and its size. */
export const EPCIS_CAPTURE_EVENTS_MAX = 10_000;
export const EPCIS_CAPTURE_BYTES_MAX = 10 * 1024 * 1024;

/** A token is shown once, at its making: `sct_` then 43 base64url characters; only its hash is kept. */
export const API_TOKEN_PREFIX = 'sct_';
export const API_TOKENS_MAX = 20;

/** What a token may do: read events, capture them, or both. Each needs the maker's matching right. */
export const API_TOKEN_SCOPES = ['epcis.read', 'epcis.capture'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export interface ApiToken {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  /** The token's first characters, to recognise it. */
  hint: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

const at = 'apiToken';

/** The account's tokens (a user sees the ones they made; with orga.view, every one). */
export const listTokens = defineMethod<ApiToken[]>()({
  model: at,
  name: 'list',
  access: 'session',
  anyOf: ['trac.event_view', 'trac.event_create'],
  input: z.object({}),
});

/**
 * Makes a token acting as its maker, with the scopes asked (epcis.read needs trac.event_view,
 * epcis.capture trac.event_create: common.forbidden otherwise). The answer is the only time the
 * secret is shown. More than API_TOKENS_MAX live tokens: traceability.tooManyTokens.
 */
export const createToken = defineMethod<ApiToken & { token: string }>()({
  model: at,
  name: 'create',
  access: 'session',
  anyOf: ['trac.event_view', 'trac.event_create'],
  mutates: true,
  input: z.object({
    name: z.string().trim().min(2).max(60),
    scopes: z.array(z.enum(API_TOKEN_SCOPES)).min(1).max(API_TOKEN_SCOPES.length),
    expiresAt: z.iso.date().nullable().default(null),
  }),
});

/** A token stops working at once. */
export const revokeToken = defineMethod<{ revoked: true }>()({
  model: at,
  name: 'revoke',
  access: 'session',
  anyOf: ['trac.event_view', 'trac.event_create'],
  mutates: true,
  input: z.object({ tokenId: zId }),
});
