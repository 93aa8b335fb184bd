import { queryOptions, useQuery } from '@tanstack/react-query';
import { auth, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type PasswordPurpose = InputOf<typeof auth.checkPasswordToken>['purpose'];

export const checkPasswordToken = (vars: InputOf<typeof auth.checkPasswordToken>, signal?: AbortSignal) =>
  rpc(auth.checkPasswordToken, vars, { signal });

export const checkPasswordTokenOptions = (token: string, purpose: PasswordPurpose) =>
  queryOptions({
    queryKey: ['password-token', purpose, token],
    queryFn: ({ signal }) => checkPasswordToken({ token, purpose }, signal),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true }, // the page explains an invalid link itself
  });

export const useCheckPasswordToken = (token: string, purpose: PasswordPurpose) =>
  useQuery({ ...checkPasswordTokenOptions(token, purpose), enabled: token.length > 0 });
