import { organisation } from '@seal/shared';
import { implement } from '../../../rpc/registry';
import * as applications from './applications.service';
import * as service from './entities.service';
import * as switching from './switch.service';

export const entityMethods = [
  implement(organisation.listEntities, (input, ctx) => service.listEntities(ctx, input)),
  implement(organisation.getEntity, (input, ctx) => service.getEntity(ctx, input.entityId)),
  implement(organisation.createEntity, (input, ctx) => service.createEntity(ctx, input)),
  implement(organisation.updateEntity, (input, ctx) => service.updateEntity(ctx, input)),
  implement(organisation.disableEntity, (input, ctx) => service.disableEntity(ctx, input.entityId)),
  implement(organisation.enableEntity, (input, ctx) => service.enableEntity(ctx, input.entityId)),
  implement(organisation.setSiteCredit, (input, ctx) => service.setSiteCredit(ctx, input.entityId, input.siteCredit)),
  implement(organisation.listApplications, (_input, ctx) => applications.listApplications(ctx)),
  implement(organisation.listSwitchableEntities, (_input, ctx) => switching.listSwitchableEntities(ctx)),
  implement(organisation.switchEntity, (input, ctx) => switching.switchEntity(ctx, input.entityId)),
];
