import { describe, expect, it } from 'vitest';
import { RECORDABLE_SEAL_STATUSES, SEAL_STATUS, sealStatusName, toSealStatus } from './seal-status';

describe('seal status codes', () => {
  it('keeps the codes of spec 000 section 4', () => {
    expect(SEAL_STATUS).toEqual({
      unknown: -1,
      inactive: 0,
      active: 1,
      archived: 2,
      cancelled: 3,
      blocked: 4,
      expired: 5,
      suspect: 6,
      fraudulent: 7,
      stolen: 8,
      hiddenStolen: 9,
      contact: 10,
      access: 11,
      demo: 100,
    });
  });

  it('reads any value the spec does not list as unknown', () => {
    for (const code of [12, 99, 101, -2, 1.5]) expect(toSealStatus(code)).toBe(SEAL_STATUS.unknown);
    expect(toSealStatus(8)).toBe(SEAL_STATUS.stolen);
    expect(sealStatusName(9)).toBe('hiddenStolen');
    expect(sealStatusName(42)).toBe('unknown');
  });

  it('never records a computed status', () => {
    for (const computed of [SEAL_STATUS.unknown, SEAL_STATUS.inactive, SEAL_STATUS.expired, SEAL_STATUS.demo])
      expect(RECORDABLE_SEAL_STATUSES).not.toContain(computed);
  });
});
