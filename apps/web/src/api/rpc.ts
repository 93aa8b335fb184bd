import type { InputOf, MethodContract, OutputOf } from '@seal/shared';
import { request, type RequestOptions } from './http';
import type { MethodRef } from './method-ref';

/**
 * Calls one method of the shared contract (or a light ref to it) through `POST /callAPI`.
 *
 * @example
 *   import { auth } from '@seal/shared';
 *   const session = await rpc(auth.login, { email, password }); // typed SessionInfo
 */
export function rpc<C extends MethodContract>(
  contract: C | MethodRef<C>,
  vars: InputOf<C>,
  options?: RequestOptions,
): Promise<OutputOf<C>> {
  return request<OutputOf<C>>(
    'POST',
    '/callAPI',
    { methodModel: contract.model, methodName: contract.name, methodVars: vars },
    options,
  );
}
