import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@seal/shared';
import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import { useTestApp } from '../../../test/use-test-app';
import { companySettings } from '../../db/schema';
import { consultationReference, type ConsultationSeal } from '../../db/seed/consultation';
import { asResult, consultAs, NO_THROTTLE } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const ERROR_URL = 'https://demo-company.test/help/seal-error';

const consultSeal = async (seal: ConsultationSeal) =>
  asResult((await consultAs(t, { ref: consultationReference(seal), lang: 'en' })).answer);

beforeAll(async () => {
  await t.database.db
    .update(companySettings)
    .set({ errorUrl: ERROR_URL })
    .where(eq(companySettings.accountId, t.demo.accountId));
});

describe("the company settings' error URL (spec 000 section 3)", () => {
  it('is offered on a consultation of a known seal that ends in an error (30 blocked, 104 invalid product)', async () => {
    expect(await consultSeal('blocked')).toMatchObject({ code: ERRORS.consultation.blocked.code, errorUrl: ERROR_URL });
    expect(await consultSeal('invalidProduct')).toMatchObject({
      code: ERRORS.consultation.invalidProduct.code,
      errorUrl: ERROR_URL,
    });
  });

  it('is not offered when the seal is answered its state (valid, suspect) or the reference names no seal', async () => {
    expect((await consultSeal('valid')).errorUrl).toBeNull();
    expect((await consultSeal('suspect')).errorUrl).toBeNull();
    expect(asResult((await consultAs(t, { ref: 'not a reference' })).answer).errorUrl ?? null).toBeNull();
  });

  it('is a link on the check page of the error', async () => {
    const ref = encodeURIComponent(consultationReference('blocked'));
    const response = await t.app.inject({ method: 'GET', url: `${PUBLIC_ROUTES.consultation}?ref=${ref}&lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(new RegExp(`<a href="${ERROR_URL}"[^>]*data-testid="error-url"`));
    expect(response.body).toContain('Get help on the brand&#x27;s website');
  });
});
