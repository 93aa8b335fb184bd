import cookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, defineMethod, ERRORS } from '@seal/shared';
import { anonymousActionLog, mailOutbox, users } from '../db/schema';
import { useTestApp } from '../../test/use-test-app';
import { callApiRoutes } from './dispatch';
import { errorHandler } from './errors';
import { implement, Registry } from './registry';

/** Methods that exist only here, to drive the dispatcher's transaction through both outcomes. */
const rename = (name: string) =>
  defineMethod<{ done: boolean }>()({
    model: 'testModel',
    name,
    access: 'public',
    mutates: true,
    input: z.object({ userId: z.string(), firstName: z.string(), secretToken: z.string().optional() }),
  });

const t = await useTestApp();
let app: FastifyInstance;
let firstName: string;
beforeAll(async () => {
  const change = async (
    input: { userId: string; firstName: string },
    ctx: Parameters<Parameters<typeof implement>[1]>[1],
  ) => {
    await ctx.db.update(users).set({ firstName: input.firstName }).where(eq(users.id, input.userId));
    await ctx.services.mail.queue(ctx.db, {
      to: 'rollback@dispatch.test',
      template: 'message',
      language: 'en',
      params: { subject: 's', text: 't' },
    });
    ctx.audit({ targetId: input.userId, after: { firstName: input.firstName } });
  };
  const registry = new Registry().register([
    implement(rename('renameThenFail'), async (input, ctx) => {
      await change(input, ctx);
      throw new AppError(ERRORS.common.notFound);
    }),
    implement(rename('renameThenCrash'), async (input, ctx) => {
      await change(input, ctx);
      throw new Error('disk on fire at /srv/secret/path');
    }),
    implement(rename('rename'), async (input, ctx) => {
      await change(input, ctx);
      return { done: true };
    }),
  ]);
  app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  await app.register(cookie);
  await app.register(async (scope) => callApiRoutes(scope, { registry, db: t.database.db, services: t.services }));
  firstName = await currentName();
});
afterAll(async () => {
  await app?.close();
});

const call = (name: string, vars: object) =>
  app.inject({
    method: 'POST',
    url: '/callAPI',
    payload: { methodModel: 'testModel', methodName: name, methodVars: vars },
  });
const currentName = async () =>
  (await t.database.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, t.demo.userIds.user)))[0]!
    .firstName;
// The test methods are public: called without a session, they log to the anonymous action log.
const logRows = () =>
  t.database.db.select().from(anonymousActionLog).where(eq(anonymousActionLog.targetId, t.demo.userIds.user));
const outboxRows = () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'rollback@dispatch.test'));
const mailJobs = async () =>
  Number(
    (await t.database.executeSql(`select count(*)::int as n from pgboss.job where name = 'mail.send'`)).rows[0]!.n,
  );

describe('a mutating method runs in one transaction with its action-log entry', () => {
  it('rolls back the change, the mail, its job and the log entry when the method fails', async () => {
    const jobsBefore = await mailJobs();
    const response = await call('renameThenFail', { userId: t.demo.userIds.user, firstName: 'Rolled-back' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, key: 'common.notFound' });
    expect(await currentName()).toBe(firstName);
    expect(await logRows()).toEqual([]);
    expect(await outboxRows()).toEqual([]);
    expect(await mailJobs()).toBe(jobsBefore);
  });

  it('rolls back alike on an unexpected error, and hides its message', async () => {
    const response = await call('renameThenCrash', { userId: t.demo.userIds.user, firstName: 'Crashed' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, key: 'common.internal' });
    expect(response.body).not.toContain('secret');
    expect(await currentName()).toBe(firstName);
    expect(await logRows()).toEqual([]);
  });

  it('commits the change, the mail with its job and one log entry with the input redacted', async () => {
    const jobsBefore = await mailJobs();
    const response = await call('rename', {
      userId: t.demo.userIds.user,
      firstName: 'Committed',
      secretToken: 'tok-123',
    });
    expect(response.json()).toEqual({ code: 0, data: { done: true } });
    expect(await currentName()).toBe('Committed');
    const rows = await logRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      method: 'testModel.rename',
      input: { userId: t.demo.userIds.user, firstName: 'Committed', secretToken: '[redacted]' },
      after: { firstName: 'Committed' },
    });
    expect(await outboxRows()).toHaveLength(1);
    expect(await mailJobs()).toBe(jobsBefore + 1);
  });
});
