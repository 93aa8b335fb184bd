import { organisation } from '@seal/shared';
import { implement } from '../../../rpc/registry';
import * as service from './sites.service';

export const siteMethods = [
  implement(organisation.listSites, (input, ctx) => service.listSites(ctx, input.search || undefined)),
  implement(organisation.getSite, (input, ctx) => service.getSite(ctx, input.siteId)),
  implement(organisation.createSite, (input, ctx) => service.createSite(ctx, input)),
  implement(organisation.updateSite, (input, ctx) => service.updateSite(ctx, input)),
  implement(organisation.deleteSite, (input, ctx) => service.deleteSite(ctx, input.siteId)),
];
