import { anomalies } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { listAnomalies } from './anomalies.repository';

export const anomalyMethods = [
  implement(anomalies.list, (input, ctx) => listAnomalies(ctx.db, ctx.session.accountId, input)),
];
