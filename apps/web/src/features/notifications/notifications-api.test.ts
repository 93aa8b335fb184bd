import { describe, expect, it } from 'vitest';
import type { Notification, NotificationsPage } from '@seal/shared/contract/notifications';

import { nextPage, pageAfter } from './notifications-api';

const pageOf = (count: number): NotificationsPage => ({
  notifs: Array.from({ length: count }, (_, i) => ({ id: `cert:${i}` }) as Notification),
  last_read: null,
  unread: 0,
});

describe('notification pages', () => {
  it('asks 30 first, then 15 more after what is loaded', () => {
    expect(nextPage([])).toEqual({ limit1: 0, limit2: 30 });
    expect(nextPage([pageOf(30)])).toEqual({ limit1: 30, limit2: 15 });
    expect(nextPage([pageOf(30), pageOf(15)])).toEqual({ limit1: 45, limit2: 15 });
  });

  it('stops after a short page', () => {
    expect(pageAfter([pageOf(29)])).toBeUndefined();
    expect(pageAfter([pageOf(30)])).toEqual({ limit1: 30, limit2: 15 });
    expect(pageAfter([pageOf(30), pageOf(14)])).toBeUndefined();
    expect(pageAfter([pageOf(30), pageOf(15)])).toEqual({ limit1: 45, limit2: 15 });
  });
});
