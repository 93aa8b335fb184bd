import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { AppError } from '../../../api/app-error';
import { savingWithFields, withResolverFieldErrors } from './field-errors';

describe('resolver refusals on their fields', () => {
  it('puts a name already used (114) on the name, or on the label of an item', () => {
    const used = new AppError(ERRORS.resolver.titleUsed);
    expect((withResolverFieldErrors(used) as AppError).fields).toEqual([
      { path: 'name', key: 'errors.resolver.titleUsed' },
    ]);
    expect((withResolverFieldErrors(used, 'label') as AppError).fields[0]?.path).toBe('label');
  });

  it('puts a product served by another menu on the products, naming both', () => {
    const taken = new AppError(ERRORS.resolver.productTaken, { product: 'Gin', menu: 'Summer' });
    expect((withResolverFieldErrors(taken) as AppError).fields).toEqual([
      { path: 'productIds', key: 'errors.resolver.productTaken', params: { product: 'Gin', menu: 'Summer' } },
    ]);
  });

  it('leaves any other error above the buttons', () => {
    const other = new AppError(ERRORS.common.internal);
    expect(withResolverFieldErrors(other)).toBe(other);
  });

  it('rethrows a refusal of the save with its field', async () => {
    await expect(
      savingWithFields(() => Promise.reject(new AppError(ERRORS.resolver.titleUsed)), 'label'),
    ).rejects.toMatchObject({ fields: [{ path: 'label' }] });
  });
});
