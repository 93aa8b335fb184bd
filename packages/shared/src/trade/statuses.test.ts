import { describe, expect, it } from 'vitest';
import { PAY_STATUS, PAY_TRANSITIONS, TRADE_STATUS, TRADE_TRANSITIONS, canChangePay, canChangeTrade } from './statuses';

describe('order status transitions', () => {
  it('never leaves a final pay or trade status', () => {
    for (const final of [PAY_STATUS.paid, PAY_STATUS.cancelled, PAY_STATUS.refused]) {
      expect(PAY_TRANSITIONS[final]).toEqual([]);
    }
    for (const final of [TRADE_STATUS.shipped, TRADE_STATUS.cancelled]) {
      expect(TRADE_TRANSITIONS[final]).toEqual([]);
    }
  });

  it('works an order through in order: no skipping to shipped, no going back', () => {
    expect(canChangeTrade(TRADE_STATUS.new, TRADE_STATUS.inProgress)).toBe(true);
    expect(canChangeTrade(TRADE_STATUS.inProgress, TRADE_STATUS.ready)).toBe(true);
    expect(canChangeTrade(TRADE_STATUS.ready, TRADE_STATUS.shipped)).toBe(true);
    expect(canChangeTrade(TRADE_STATUS.new, TRADE_STATUS.shipped)).toBe(false);
    expect(canChangeTrade(TRADE_STATUS.ready, TRADE_STATUS.inProgress)).toBe(false);
    expect(canChangeTrade(TRADE_STATUS.shipped, TRADE_STATUS.cancelled)).toBe(false);
  });

  it('lets a payment settle, fail or be cancelled, but never un-pay', () => {
    expect(canChangePay(PAY_STATUS.unpaid, PAY_STATUS.paid)).toBe(true);
    expect(canChangePay(PAY_STATUS.pending, PAY_STATUS.refused)).toBe(true);
    expect(canChangePay(PAY_STATUS.inProgress, PAY_STATUS.paid)).toBe(true);
    expect(canChangePay(PAY_STATUS.unpaid, PAY_STATUS.refused)).toBe(false);
    expect(canChangePay(PAY_STATUS.paid, PAY_STATUS.unpaid)).toBe(false);
    expect(canChangePay(PAY_STATUS.refused, PAY_STATUS.paid)).toBe(false);
  });
});
