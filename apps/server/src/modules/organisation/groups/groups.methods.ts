import { organisation } from '@seal/shared';
import { implement } from '../../../rpc/registry';
import * as service from './groups.service';

export const groupMethods = [
  implement(organisation.listGroups, (input, ctx) => service.listGroups(ctx, input)),
  implement(organisation.getGroup, (input, ctx) => service.getGroup(ctx, input.groupId)),
  implement(organisation.createGroup, (input, ctx) => service.createGroup(ctx, input)),
  implement(organisation.updateGroup, (input, ctx) => service.updateGroup(ctx, input)),
  implement(organisation.addGroupMembers, (input, ctx) => service.addMembers(ctx, input)),
  implement(organisation.removeGroupMember, (input, ctx) => service.removeMember(ctx, input)),
  implement(organisation.deleteGroup, (input, ctx) => service.deleteGroup(ctx, input.groupId)),
];
