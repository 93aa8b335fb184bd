import { webhooks } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './webhooks.service';

export const webhookMethods = [
  implement(webhooks.list, (input, ctx) => service.listWebhooks(ctx, input)),
  implement(webhooks.create, (input, ctx) => service.createWebhook(ctx, input)),
  implement(webhooks.update, (input, ctx) => service.updateWebhook(ctx, input)),
  implement(webhooks.remove, (input, ctx) => service.removeWebhook(ctx, input)),
  implement(webhooks.rotateSecret, (input, ctx) => service.rotateSecret(ctx, input)),
  implement(webhooks.deliveries, (input, ctx) => service.listDeliveries(ctx, input)),
  implement(webhooks.redeliver, (input, ctx) => service.redeliver(ctx, input)),
  implement(webhooks.sendTest, (input, ctx) => service.sendTest(ctx, input)),
];
