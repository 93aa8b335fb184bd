import { z } from 'zod';
import { methodKey, type MethodContract, type OutputOf, type ParsedInputOf } from '@seal/shared';
import type { CallContext, SessionCallContext } from './context';

type ContextFor<C extends MethodContract> =
  C extends MethodContract<z.ZodType, unknown, 'session'> ? SessionCallContext : CallContext;

export interface RegisteredMethod {
  contract: MethodContract;
  handle(input: unknown, ctx: CallContext): Promise<unknown>;
}

/** Binds a handler to its contract; the input it receives is already parsed by the contract's schema. */
export function implement<C extends MethodContract>(
  contract: C,
  handle: (input: ParsedInputOf<C>, ctx: ContextFor<C>) => Promise<OutputOf<C>>,
): RegisteredMethod {
  return { contract, handle: handle as RegisteredMethod['handle'] };
}

export class Registry {
  readonly #methods = new Map<string, RegisteredMethod>();

  register(methods: readonly RegisteredMethod[]): this {
    for (const method of methods) {
      const key = methodKey(method.contract);
      if (this.#methods.has(key)) throw new Error(`Method ${key} is registered twice`);
      this.#methods.set(key, method);
    }
    return this;
  }

  get(model: string, name: string): RegisteredMethod | undefined {
    return this.#methods.get(`${model}.${name}`);
  }

  all(): RegisteredMethod[] {
    return [...this.#methods.values()];
  }

  /** What GET /api/methods answers: every method with its rights and input JSON schema. */
  describe() {
    return this.all().map(({ contract }) => ({
      methodModel: contract.model,
      methodName: contract.name,
      access: contract.access,
      rights: contract.rights,
      mutates: contract.mutates,
      input: z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }),
    }));
  }
}
