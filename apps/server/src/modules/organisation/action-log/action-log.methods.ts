import { organisation } from '@seal/shared';
import { implement } from '../../../rpc/registry';
import { listActionLog } from './action-log.service';

export const actionLogMethods = [implement(organisation.listActionLog, (input, ctx) => listActionLog(ctx, input))];
