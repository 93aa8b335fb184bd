import { organisation } from '@seal/shared';
import { implement } from '../../../rpc/registry';
import * as service from './company.service';

export const companyMethods = [
  implement(organisation.getCompanySettings, (_input, ctx) => service.getSettings(ctx)),
  implement(organisation.updateCompanySettings, (input, ctx) => service.updateSettings(ctx, input)),
];
