import { describe, expect, it } from 'vitest';
import { epcisEventColumns } from './epcis-event-columns';

describe('epcisEventColumns', () => {
  it('reads an object event with CBV URIs, a read point, quantities and a declared offset', () => {
    const columns = epcisEventColumns({
      type: 'ObjectEvent',
      eventTime: '2024-03-01T10:00:00.000+01:00',
      eventTimeZoneOffset: '+01:00',
      action: 'OBSERVE',
      bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping',
      disposition: 'urn:epcglobal:cbv:disp:in_transit',
      readPoint: { id: 'urn:epc:id:sgln:0614141.07346.1234' },
      bizLocation: { id: 'urn:epc:id:sgln:0614141.00888.0' },
      epcList: ['urn:epc:id:sgtin:0614141.107346.2017'],
      quantityList: [{ epcClass: 'urn:epc:class:lgtin:4012345.012345.998877', quantity: 200, uom: 'KGM' }],
    });
    expect(columns).toEqual({
      eventType: 'ObjectEvent',
      eventTime: new Date('2024-03-01T09:00:00.000Z'),
      eventTimeZoneOffset: '+01:00',
      action: 'OBSERVE',
      bizStep: 'shipping',
      disposition: 'in_transit',
      readPoint: 'urn:epc:id:sgln:0614141.07346.1234',
      bizLocation: 'urn:epc:id:sgln:0614141.00888.0',
      parentId: null,
      epcs: ['urn:epc:id:sgtin:0614141.107346.2017', 'urn:epc:class:lgtin:4012345.012345.998877'],
    });
  });

  it("collects a transformation's inputs and outputs and an aggregation's parent, keeps other vocabularies as sent", () => {
    const transformation = epcisEventColumns({
      type: 'TransformationEvent',
      eventTime: '2024-03-01T10:00:00Z',
      bizStep: 'https://example.org/steps/blending',
      inputEPCList: ['urn:epc:id:sgtin:1.2.3'],
      outputQuantityList: [{ epcClass: 'urn:epc:class:lgtin:4.5.6' }],
    });
    expect(transformation).toMatchObject({
      action: null,
      bizStep: 'https://example.org/steps/blending',
      eventTimeZoneOffset: '+00:00',
      epcs: ['urn:epc:id:sgtin:1.2.3', 'urn:epc:class:lgtin:4.5.6'],
    });
    const aggregation = epcisEventColumns({
      type: 'AggregationEvent',
      eventTime: '2024-03-01T10:00:00-05:00',
      action: 'ADD',
      parentID: 'urn:epc:id:sscc:0614141.1234567890',
      childEPCs: ['urn:epc:id:sgtin:1.2.3', 'urn:epc:id:sscc:0614141.1234567890'],
    });
    expect(aggregation).toMatchObject({
      parentId: 'urn:epc:id:sscc:0614141.1234567890',
      eventTimeZoneOffset: '-05:00',
      epcs: ['urn:epc:id:sscc:0614141.1234567890', 'urn:epc:id:sgtin:1.2.3'],
    });
  });
});
