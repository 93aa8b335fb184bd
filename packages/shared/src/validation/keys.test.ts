import { describe, expect, it } from 'vitest';
import { containerModelProblems } from '../traceability/container-model-rules';
import { eventModelProblems } from '../traceability/event-model-rules';
import { zCcp, zCcpStrict } from './ccp';
import { zEmail, zEmailList } from './email';
import { zGtin } from './gtin';
import { zIp } from './ip';
import { VALIDATION_KEYS } from './keys';
import { zNewPassword, zPassword } from './password';
import { zPhone, zPhoneLoose } from './phone';
import { zReference } from './reference';
import { keysOf } from './test-helpers';
import { zAddress, zText } from './text';
import { zUrl } from './url';
import { zVat } from './vat';
import { zCommunicationStep, zCompanyStep } from '../contract/subscription';
import { zPlotName, zPlotSurface } from '../certicask/cellar-fields';
import { zWineName, zWineStep } from '../wine/wine-fields';

describe('VALIDATION_KEYS', () => {
  it('lists each key once, under "validation."', () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
    expect(VALIDATION_KEYS.every((key) => /^validation\.[a-zA-Z.]+$/.test(key))).toBe(true);
  });

  it('has no key that is a dotted prefix of another, so nested translation files work', () => {
    for (const key of VALIDATION_KEYS) {
      expect(VALIDATION_KEYS.filter((other) => other.startsWith(`${key}.`))).toEqual([]);
    }
  });

  it('lists exactly the keys the rules report', () => {
    const reported = [
      keysOf(zText, undefined),
      keysOf(zText, 'a'),
      keysOf(zText, 'a<b'),
      keysOf(zAddress, 'short'),
      keysOf(zEmail, 'nope'),
      keysOf(zEmailList, 'a@b.com, nope'),
      keysOf(zPassword, 'short'),
      keysOf(zNewPassword, { password: 'longenough', confirmation: 'different' }),
      keysOf(zPhone, '0612345678'),
      keysOf(zPhoneLoose, 'call me'),
      keysOf(zVat, 'ZZ123'),
      keysOf(zUrl, 'javascript:alert(1)'),
      keysOf(zIp, '1.2.3'),
      keysOf(zGtin, '4006381333932'),
      keysOf(zReference, 'short'),
      keysOf(zCcp, 'abcde'),
      keysOf(zCcpStrict, 'a1b2c'),
      keysOf(zCompanyStep, {
        company: {
          name: 'Maison Test',
          registrationNumber: 'RCS 123',
          vatNumber: 'DE123456789',
          address: '12 rue de la Paix',
          postalCode: '75002',
          town: 'Paris',
          country: 'FR',
          website: 'https://example.com',
        },
      }),
      keysOf(zCommunicationStep, { communication: { certifyAccuracy: false, acceptTerms: true } }),
      containerModelProblems({
        level: 1,
        contentType: 'both',
        minQuantity: 6,
        maxQuantity: 2,
        codeKind: 'sscc',
        ssccPrefix: null,
      }).map((issue) => issue.key),
      keysOf(zWineName, 'ab'),
      keysOf(zWineStep, {
        name: 'Clos des Ducs',
        estateId: '00000000-0000-4000-8000-000000000000',
        type: 'still',
        subType: 'dry',
        country: 'FR',
        region: 'Bourgogne',
        subRegion: 'Côte de Beaune',
        grapes: [
          { variety: 'Pinot noir', percent: 80 },
          { variety: 'Gamay', percent: 30 },
        ],
      }),
      keysOf(zPlotName, 'ab'),
      keysOf(zPlotSurface, 1000),
      eventModelProblems({
        items: [
          { label: { en: 'Lot' }, format: 'list', aiTag: '10', targetCountry: true },
          { label: { en: 'Lot' }, format: 'text', aiTag: '10' },
        ],
      }).map((issue) => issue.key),
    ].flat();
    expect(new Set(reported)).toEqual(new Set(VALIDATION_KEYS));
  });
});
