import { describe, expect, it } from 'vitest';
import { auth } from '@seal/shared';
import { authMethods } from './auth-methods';

describe('the light refs of the auth methods', () => {
  it.each(Object.entries(authMethods))('%s names the method of the shared contract', (key, ref) => {
    const contract = auth[key as keyof typeof authMethods];
    expect({ model: ref.model, name: ref.name }).toEqual({ model: contract.model, name: contract.name });
  });
});
