import { sealHistory } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { getSealData } from './seal-data.service';
import { getAllRefConsultation } from './seal-history.service';
import { changeSealState } from './state-change.service';

export const sealHistoryMethods = [
  implement(sealHistory.getSealData, (input, ctx) => getSealData(ctx, input)),
  implement(sealHistory.getAllRefConsultation, (input, ctx) => getAllRefConsultation(ctx, input)),
  implement(sealHistory.changeSealState, (input, ctx) => changeSealState(ctx, input)),
];
