import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatReference, referenceSymbols, withCheckCharacter } from '@seal/shared';
import { countReferences, toDeclareInput } from './event-form-values';

const valid = formatReference(withCheckCharacter(referenceSymbols('ABCD-1234-EFGH')!.slice(0, 11)));

describe('the references box of a declaration', () => {
  it('counts the lines that look like references, and the others', () => {
    expect(countReferences(`${valid}\n\n  not one ; ${valid.toLowerCase()}`)).toEqual({ valid: 2, wrong: 1 });
  });

  it('sends wrong lines as typed, for the server to ignore and count, but keeps lines too long to be read', () => {
    const long = 'X'.repeat(41);
    const { input, tooLong } = toDeclareInput({ referencesText: `${valid}\nnope\n${long}` });
    expect(input.references).toEqual([valid, 'nope']);
    expect(tooLong).toEqual([long]);
  });

  it('drops empty ranges, empty data values and blank container codes', () => {
    const { input } = toDeclareInput({
      ranges: [
        { first: ` ${valid} `, last: valid },
        { first: '', last: '' },
      ],
      data: { '10': 'LOT-1', '11': '', '12': null },
      containerCodes: [' 00312345000000001 ', ''],
    });
    expect(input.ranges).toEqual([{ first: valid, last: valid }]);
    expect(input.data).toEqual({ '10': 'LOT-1' });
    expect(input.containerCodes).toEqual(['00312345000000001']);
  });

  it('sends the time with its offset, as EPCIS keeps it', () => {
    const { input } = toDeclareInput({ eventTime: dayjs('2026-03-01T10:30:00') });
    expect(input.eventTime).toMatch(/^2026-03-01T10:30:00[+-]\d{2}:\d{2}$/);
  });
});
