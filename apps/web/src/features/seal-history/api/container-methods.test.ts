import { describe, expect, it } from 'vitest';
import { traceContainers } from '@seal/shared';
import { containerMethods } from './container-methods';

describe('the light refs of the container methods', () => {
  it.each(Object.entries(containerMethods))('%s names the method of the shared contract', (key, ref) => {
    const contract = traceContainers[key as keyof typeof containerMethods];
    expect({ model: ref.model, name: ref.name }).toEqual({ model: contract.model, name: contract.name });
  });
});
