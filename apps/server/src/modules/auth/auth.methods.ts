import { auth } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './auth.service';
import * as repo from './auth.repository';
import { userSalt } from './salt';

export const authMethods = [
  implement(auth.login, (input, ctx) => service.login(ctx, input.email, input.password)),

  implement(auth.getSession, async (_input, ctx) => (ctx.session ? service.sessionInfo(ctx, ctx.session) : null)),

  implement(
    auth.changePassword,
    async (input, ctx) => {
      await service.changePassword(ctx, input.password);
      return { changed: true };
    },
    { guard: (input, ctx) => service.checkCurrentPassword(ctx, input.current) },
  ),

  implement(auth.getUserSaltOnlyFromEmail, (input, ctx) => userSalt(ctx, input.email)),

  // The spec's `hash` is not used: see docs/decisions/0008-spec-password-calls.md.
  implement(auth.resetPwd, (input, ctx) => service.requestReset(ctx, input.email)),

  implement(auth.checkPasswordToken, (input, ctx) => service.checkPasswordToken(ctx.db, input.token, input.purpose)),

  implement(auth.setPassword, (input, ctx) => service.setPassword(ctx, input.token, input.purpose, input.password)),

  implement(auth.updatePreferences, async (input, ctx) => {
    await repo.updateUser(ctx.db, ctx.session.accountId, ctx.session.userId, input);
    ctx.audit({ targetId: ctx.session.userId, after: input });
    return { saved: true };
  }),
];
