import * as shared from '@seal/shared';
import type { MethodContract } from '@seal/shared';

const isContract = (value: unknown): value is MethodContract =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MethodContract).model === 'string' &&
  typeof (value as MethodContract).name === 'string' &&
  'input' in value &&
  'access' in value;

/**
 * Where each method contract is exported from `@seal/shared`: `activation.activate`,
 * `certicask.plots.list`. The output type generator names the contract's type by this path.
 */
export function contractPaths(): Map<MethodContract, string> {
  const paths = new Map<MethodContract, string>();
  const walk = (value: unknown, path: string, depth: number) => {
    if (isContract(value)) {
      if (!paths.has(value)) paths.set(value, path);
      return;
    }
    if (depth === 0 || typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const [key, member] of Object.entries(value)) walk(member, path ? `${path}.${key}` : key, depth - 1);
  };
  walk(shared, '', 3);
  return paths;
}
