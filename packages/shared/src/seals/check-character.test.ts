import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { iso7064PureCheck, REFERENCE_CHECK, referenceCheckValue } from './check-character';

const digits = (text: string) => [...text].map(Number);
const symbol = fc.integer({ min: 0, max: REFERENCE_CHECK.modulus - 1 });
/** Eleven symbols and their check: the twelve symbols of a reference. */
const reference = fc
  .array(symbol, { minLength: 11, maxLength: 11 })
  .map((body) => [...body, referenceCheckValue(body)]);
const isValid = (values: readonly number[]) => referenceCheckValue(values.slice(0, -1)) === values.at(-1);

describe('iso7064PureCheck', () => {
  // ORCID iDs end in an ISO/IEC 7064 MOD 11-2 check (10 is written X): the same construction.
  it.each([
    ['000000021825009', 7],
    ['000000015109370', 0],
    ['000000021694233', 10],
  ])('gives the MOD 11-2 check of ORCID %s', (body, check) => {
    expect(iso7064PureCheck(digits(body), 11, 2)).toBe(check);
  });
});

describe('reference check character (MOD 31-3)', () => {
  it('catches every single wrong symbol, check character included', () => {
    fc.assert(
      fc.property(reference, (values) =>
        values.every((original, position) =>
          Array.from({ length: REFERENCE_CHECK.modulus }, (_, other) => other)
            .filter((other) => other !== original)
            .every((other) => !isValid(values.with(position, other))),
        ),
      ),
    );
  });

  it('catches every swap of two different neighbours, check character included', () => {
    fc.assert(
      fc.property(reference, (values) =>
        values.slice(1).every((right, index) => {
          const left = values[index];
          if (left === undefined || left === right) return true;
          return !isValid(values.with(index, right).with(index + 1, left));
        }),
      ),
    );
  });

  it('accepts the check it computes', () => {
    fc.assert(fc.property(reference, isValid));
  });
});
