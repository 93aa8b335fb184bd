import type { z } from 'zod';
import type { Right } from '../rights';

/**
 * A method of the RPC contract: its names, its input schema and the rights it needs.
 * The server registers a handler for it; the web client calls it with typed input and output.
 * - `public`: callable without a session (login, password reset, public consultation).
 * - `session`: needs a session and every right listed in `rights`.
 * - `optional`: callable without a session; the handler gets the session when the caller has one
 *   (the start-up session check answers "no session" without an error).
 */
export type Access = 'public' | 'session' | 'optional';

export interface MethodContract<I extends z.ZodType = z.ZodType, O = unknown, A extends Access = Access> {
  readonly model: string;
  readonly name: string;
  readonly input: I;
  readonly access: A;
  readonly rights: readonly Right[];
  /**
   * When set, at least one of these is needed as well: a method several rights open (activation
   * by reel, by range, by reference...). The handler checks the one its input asks for.
   */
  readonly anyOf?: readonly Right[];
  /** A method that changes data is recorded in the action log. */
  readonly mutates: boolean;
  /** Phantom: carries the output type only. */
  readonly output?: O;
}

type Definition<I extends z.ZodType, A extends Access> = Omit<
  MethodContract<I, unknown, A>,
  'output' | 'rights' | 'mutates'
> & {
  rights?: readonly Right[];
  anyOf?: readonly Right[];
  mutates?: boolean;
};

/** `defineMethod<Output>()({ model, name, input, access, rights, mutates })` */
export function defineMethod<O>() {
  return <I extends z.ZodType, A extends Access>(definition: Definition<I, A>): MethodContract<I, O, A> => ({
    rights: [],
    mutates: false,
    ...definition,
  });
}

export type InputOf<C> = C extends MethodContract<infer I, unknown, Access> ? z.input<I> : never;
export type ParsedInputOf<C> = C extends MethodContract<infer I, unknown, Access> ? z.output<I> : never;
export type OutputOf<C> = C extends MethodContract<z.ZodType, infer O, Access> ? O : never;

export const methodKey = (c: Pick<MethodContract, 'model' | 'name'>) => `${c.model}.${c.name}`;
