import { apiTokens, type InputOf, type ListResult } from '@seal/shared';
import type { ApiToken } from '@seal/shared/contract/api-tokens';
import { rpc } from '../../../api/rpc';

export const apiTokenKeys = {
  all: ['api-tokens'],
  lists: ['api-tokens', 'list'],
  options: ['api-tokens', 'options'],
} as const;

/** Every token the caller sees at once, as the list contract's page (no pager). */
export const findApiTokens = (_input: unknown, signal: AbortSignal): Promise<ListResult<ApiToken>> =>
  rpc(apiTokens.listTokens, { includeRevoked: true }, { signal }).then((rows) => ({ rows, total: rows.length }));

export const fetchTokenOptions = (signal: AbortSignal) => rpc(apiTokens.tokenOptions, {}, { signal });

/** Makes a token; the answer carries its secret, shown this once. */
export const createApiToken = (input: InputOf<typeof apiTokens.createToken>) => rpc(apiTokens.createToken, input);

/** The token stops working at once. */
export const revokeApiToken = (tokenId: string) => rpc(apiTokens.revokeToken, { tokenId });
