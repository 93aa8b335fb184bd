import { z } from 'zod';
import type { Right } from '../rights';
import { defineMethod } from './define';
import { zId } from './id';
import { zRight } from './organisation-common';

/**
 * API tokens (docs/api-tokens.md): a secret sent as `Authorization: Bearer sct_...` to /callAPI, the
 * REST paths and the EPCIS binding. A token acts as one user of the account with the rights it was
 * given, never more than that user holds at the time of the call, optionally limited to an entity
 * and the ones below it. Tokens are made, listed and revoked by a person (a token cannot).
 */

/** A token is shown once, at its making: `sct_` then 43 base64url characters; only its hash is kept. */
export const API_TOKEN_PREFIX = 'sct_';
/** Live (neither revoked nor expired) tokens an account may hold. */
export const API_TOKENS_MAX = 20;
/**
 * Who makes tokens for any user of their entity and below, and sees and revokes every token there.
 * Without it, a user makes, sees and revokes their own tokens only.
 */
export const API_TOKENS_ADMIN_RIGHT: Right = 'orga.edit_user';

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

export interface ApiToken {
  id: string;
  name: string;
  /** The user the token acts as. */
  userId: string;
  userName: string;
  userEmail: string;
  /** The rights given at its making; it uses those the user still holds. */
  rights: Right[];
  /** The entity it is limited to (and the ones below it), or null: the user's own entity. */
  entityId: string | null;
  entityName: string | null;
  /** The token's first characters, to recognise it. */
  hint: string;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastIp: string | null;
  revokedAt: string | null;
  status: ApiTokenStatus;
}

/** A user a token may be made for, with the rights it may be given. */
export interface ApiTokenUser {
  id: string;
  name: string;
  email: string;
  entityId: string;
  rights: Right[];
}

export interface ApiTokenOptions {
  users: ApiTokenUser[];
  /** The entities a token may be limited to: the caller's own and the ones below it. */
  entities: { id: string; name: string; parentId: string | null }[];
}

const at = 'apiToken';

/** The tokens the caller sees (theirs; with API_TOKENS_ADMIN_RIGHT, every one of their entity and below), newest first. */
export const listTokens = defineMethod<ApiToken[]>()({
  model: at,
  name: 'list',
  access: 'session',
  input: z.object({ includeRevoked: z.boolean().default(true) }),
});

/** The users a token may be made for (the caller alone without API_TOKENS_ADMIN_RIGHT) and the entities. */
export const tokenOptions = defineMethod<ApiTokenOptions>()({
  model: at,
  name: 'options',
  access: 'session',
  input: z.object({}),
});

/**
 * Makes a token acting as `userId` (the caller when absent; another user needs API_TOKENS_ADMIN_RIGHT
 * and one of the caller's entity or below: common.notFound otherwise), with rights the user holds
 * (common.forbidden otherwise), optionally limited to `entityId` (in the user's entity or below). The
 * answer is the only time the secret is shown. More than API_TOKENS_MAX live tokens: traceability.tooManyTokens.
 */
export const createToken = defineMethod<ApiToken & { token: string }>()({
  model: at,
  name: 'create',
  access: 'session',
  mutates: true,
  input: z.object({
    name: z.string().trim().min(2).max(60),
    userId: zId.nullable().default(null),
    rights: z.array(zRight).min(1).max(200),
    entityId: zId.nullable().default(null),
    expiresAt: z.iso.date().nullable().default(null),
  }),
});

/** A token stops working at once. */
export const revokeToken = defineMethod<{ revoked: true }>()({
  model: at,
  name: 'revoke',
  access: 'session',
  mutates: true,
  input: z.object({ tokenId: zId }),
});
