import { apiTokens } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './api-tokens.service';

export const apiTokenMethods = [
  implement(apiTokens.listTokens, (input, ctx) => service.listTokens(ctx, input)),
  implement(apiTokens.tokenOptions, (_input, ctx) => service.tokenOptions(ctx)),
  implement(apiTokens.createToken, (input, ctx) => service.createToken(ctx, input)),
  implement(apiTokens.revokeToken, (input, ctx) => service.revokeToken(ctx, input)),
];
