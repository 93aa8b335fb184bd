import { alerts } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './alerts.service';

export const alertMethods = [
  implement(alerts.listAlerts, (input, ctx) => service.listAlerts(ctx, input.search)),
  implement(alerts.getAlert, (input, ctx) => service.getAlert(ctx, input.alertId)),
  implement(alerts.createAlert, (input, ctx) => service.createAlert(ctx, input)),
  implement(alerts.deleteAlert, (input, ctx) => service.deleteAlert(ctx, input.alertId)),
  implement(alerts.listDeliveries, (input, ctx) => service.listDeliveries(ctx, input.alertId)),
  implement(alerts.retryDelivery, (input, ctx) => service.retryDelivery(ctx, input.deliveryId)),
];
