import { organisation } from '@seal/shared';
import { implement } from '../../../rpc/registry';
import * as service from './users.service';

export const userMethods = [
  implement(organisation.listUsers, (input, ctx) => service.listUsers(ctx, input)),
  implement(organisation.getUser, (input, ctx) => service.getUser(ctx, input.userId)),
  implement(organisation.createUser, (input, ctx) => service.createUser(ctx, input)),
  implement(organisation.updateUser, (input, ctx) => service.updateUser(ctx, input)),
  implement(organisation.deleteUser, (input, ctx) => service.deleteUser(ctx, input.userId)),
  implement(organisation.sendUserPasswordReset, (input, ctx) => service.sendPasswordReset(ctx, input.userId)),
];
