import { epcis } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './api-tokens.service';

export const apiTokenMethods = [
  implement(epcis.listTokens, (_input, ctx) => service.listTokens(ctx)),
  implement(epcis.createToken, (input, ctx) => service.createToken(ctx, input)),
  implement(epcis.revokeToken, (input, ctx) => service.revokeToken(ctx, input)),
];
