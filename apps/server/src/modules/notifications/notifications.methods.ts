import { getNotifications, markAllRead, updateNotifs } from '@seal/shared/contract/notifications';
import { implement } from '../../rpc/registry';
import * as service from './notifications.service';

export const notificationMethods = [
  implement(getNotifications, (input, ctx) => service.getNotifications(ctx, input)),
  implement(markAllRead, (input, ctx) => service.markAllRead(ctx, input)),
  implement(updateNotifs, (input, ctx) => service.updateNotifs(ctx, input)),
];
