import { afterAll } from 'vitest';
import { DEMO_USERS } from '../src/db/seed/demo';
import { createTestApp, type TestApp, type TestAppOptions } from './app';
import { caller } from './calls';

/**
 * The test app of one test file, on its own copy of the seeded database: awaited at the top of the
 * file (`const t = await useTestApp();`), so the tests read it as a plain constant, and stopped
 * once they have all run.
 */
export async function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(env, options);
  afterAll(() => t.stop());
  return t;
}

/** The demo administrator logged in on `t`: a typed caller of their session, and its cookie. */
export async function asAdministrator(t: TestApp) {
  const adminCookie = await t.login(DEMO_USERS.admin);
  return { admin: caller(t, adminCookie), adminCookie };
}
