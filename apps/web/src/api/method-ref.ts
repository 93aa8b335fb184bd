import type { MethodContract } from '@seal/shared';

/**
 * A method's names carrying its contract's types, without the contract's zod schema. The start-up
 * path (session check, login, language choice) calls through refs, so the first load of the
 * console does not carry the schema library; the refs are checked against the contracts in a test.
 */
export interface MethodRef<C extends MethodContract> {
  readonly model: string;
  readonly name: string;
  /** Phantom: carries the contract's types only. */
  readonly contract?: C;
}

export const methodRef = <C extends MethodContract>(model: C['model'], name: C['name']): MethodRef<C> => ({
  model,
  name,
});
