import { dashboard } from '@seal/shared';
import { demoHistoryProgress } from '../../db/seed/demo-history-fill';
import { implement } from '../../rpc/registry';
import * as service from './dashboard.service';

export const dashboardMethods = [
  implement(dashboard.getConsultations, (input, ctx) => service.getConsultations(ctx, input)),
  implement(dashboard.getConsultationErrors, (input, ctx) => service.getConsultationErrors(ctx, input)),
  implement(dashboard.getLatestConsultations, (_input, ctx) => service.getLatestConsultations(ctx)),
  implement(dashboard.getActionHistory, (_input, ctx) => service.getActionHistory(ctx)),
  implement(dashboard.getDemoHistoryProgress, (_input, ctx) => {
    const percent = demoHistoryProgress(ctx.session.accountId);
    return Promise.resolve(percent === null ? null : { percent });
  }),
];
