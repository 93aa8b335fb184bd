import { describe, expect, it } from 'vitest';
import { organisation } from '@seal/shared';
import { switchMethods } from './switch-methods';

describe('the light refs of the entity switcher', () => {
  it.each(Object.entries(switchMethods))('%s names the method of the shared contract', (key, ref) => {
    const contract = organisation[key as keyof typeof switchMethods];
    expect({ model: ref.model, name: ref.name }).toEqual({ model: contract.model, name: contract.name });
  });
});
