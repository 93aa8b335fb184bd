import { auth } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './auth.service';
import * as repo from './auth.repository';

export const authMethods = [
  implement(auth.login, (input, ctx) => service.login(ctx, input.email, input.password)),

  implement(auth.getSession, (_input, ctx) => service.sessionInfo(ctx.db, ctx.session)),

  implement(auth.changePassword, async (input, ctx) => {
    await service.changePassword(ctx, input.current, input.password);
    return { changed: true };
  }),

  implement(auth.resetPwd, async (input, ctx) => {
    await service.requestReset(ctx, input.email);
    return { sent: true };
  }),

  implement(auth.checkPasswordToken, (input, ctx) => service.checkPasswordToken(ctx.db, input.token, input.purpose)),

  implement(auth.setPassword, (input, ctx) => service.setPassword(ctx, input.token, input.purpose, input.password)),

  implement(auth.updatePreferences, async (input, ctx) => {
    await repo.updateUser(ctx.db, ctx.session.userId, input);
    ctx.audit({ targetId: ctx.session.userId, after: input });
    return { saved: true };
  }),
];
