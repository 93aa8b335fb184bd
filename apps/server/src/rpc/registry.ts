import { z } from 'zod';
import { methodKey, type MethodContract, type OutputOf, type ParsedInputOf } from '@seal/shared';
import type { CallContext, SessionCallContext } from './context';

type ContextFor<C extends MethodContract> =
  C extends MethodContract<z.ZodType, unknown, 'session'> ? SessionCallContext : CallContext;

export interface RegisteredMethod {
  contract: MethodContract;
  handle(input: unknown, ctx: CallContext): Promise<unknown>;
  /**
   * Runs before the handler and outside its transaction, so what it writes stays when it refuses
   * (a throttle counting a wrong password). Its context's database is not a transaction.
   */
  guard?(input: unknown, ctx: CallContext): Promise<void>;
  /**
   * Runs once the handler's transaction has committed, with what the handler answered, and gives
   * the answer: for work that must not hold the transaction open (handing a mail to SMTP).
   */
  after?(result: unknown, ctx: CallContext): Promise<unknown>;
}

interface Options<C extends MethodContract, R> {
  guard?: (input: ParsedInputOf<C>, ctx: ContextFor<C>) => Promise<void>;
  after?: (result: R, ctx: ContextFor<C>) => Promise<OutputOf<C>>;
}

/** Binds a handler to its contract; the input it receives is already parsed by the contract's schema. */
export function implement<C extends MethodContract>(
  contract: C,
  handle: (input: ParsedInputOf<C>, ctx: ContextFor<C>) => Promise<OutputOf<C>>,
  options?: Omit<Options<C, OutputOf<C>>, 'after'>,
): RegisteredMethod;
/** With `after`, the handler's result goes to it and its answer is the method's. */
export function implement<C extends MethodContract, R>(
  contract: C,
  handle: (input: ParsedInputOf<C>, ctx: ContextFor<C>) => Promise<R>,
  options: Options<C, R> & { after: Options<C, R>['after'] },
): RegisteredMethod;
export function implement<C extends MethodContract, R>(
  contract: C,
  handle: (input: ParsedInputOf<C>, ctx: ContextFor<C>) => Promise<R>,
  options: Options<C, R> = {},
): RegisteredMethod {
  return {
    contract,
    handle: handle as RegisteredMethod['handle'],
    ...(options.guard ? { guard: options.guard as RegisteredMethod['guard'] } : {}),
    ...(options.after ? { after: options.after as RegisteredMethod['after'] } : {}),
  };
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
      ...(contract.anyOf ? { anyOf: contract.anyOf } : {}),
      mutates: contract.mutates,
      input: z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }),
    }));
  }
}
