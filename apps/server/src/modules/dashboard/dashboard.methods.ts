import { dashboard } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './dashboard.service';

export const dashboardMethods = [
  implement(dashboard.getConsultations, (input, ctx) => service.getConsultations(ctx, input)),
  implement(dashboard.getConsultationErrors, (input, ctx) => service.getConsultationErrors(ctx, input)),
  implement(dashboard.getLatestConsultations, (_input, ctx) => service.getLatestConsultations(ctx)),
  implement(dashboard.getActionHistory, (_input, ctx) => service.getActionHistory(ctx)),
];
