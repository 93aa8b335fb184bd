import { loyalty, statistics } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as loyaltyService from './loyalty.service';
import { getResolverFollows } from './resolver-follows.service';
import * as service from './statistics.service';

export const statisticsMethods = [
  implement(statistics.getConsultationStats, (input, ctx) => service.getConsultationStats(ctx, input)),
  implement(statistics.getConsultationBoard, (input, ctx) => service.getConsultationBoard(ctx, input)),
  implement(statistics.getConsultationMap, (input, ctx) => service.getConsultationMap(ctx, input)),
  implement(statistics.getErrorStats, (input, ctx) => service.getErrorStats(ctx, input)),
  implement(statistics.listConsultationErrors, (input, ctx) => service.listConsultationErrors(ctx, input)),
  implement(statistics.listConsumerForms, (input, ctx) => service.listConsumerForms(ctx, input)),
  implement(statistics.getActivationStats, (input, ctx) => service.getActivationStats(ctx, input)),
  implement(statistics.getResolverFollows, (input, ctx) => getResolverFollows(ctx, input)),
  implement(statistics.listStatEntities, (_input, ctx) => service.listStatEntities(ctx)),
  implement(loyalty.getLoyaltySummary, (input, ctx) => loyaltyService.getSummary(ctx, input)),
  implement(loyalty.listLoyalConsumers, (input, ctx) => loyaltyService.listConsumers(ctx, input)),
];
