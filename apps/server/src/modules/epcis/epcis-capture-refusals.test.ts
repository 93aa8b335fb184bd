import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ERRORS } from '@seal/shared';
import { EPCIS_CAPTURE_EVENTS_MAX } from '@seal/shared/contract/epcis';
import { useTestApp } from '../../../test/use-test-app';
import { traceEvents } from '../../db/schema';
import { capture, captureJobOf, epcisDocument, makeToken } from './test-support';

const t = await useTestApp();
const cookie = await t.login('admin@demo.test');
const otherCookie = await t.login('other.admin@demo.test');
const { publicUrl } = t.config;

const objectEvent = (extra: Record<string, unknown> = {}) => ({
  type: 'ObjectEvent',
  eventTime: '2026-03-01T08:00:00Z',
  eventTimeZoneOffset: '+02:00',
  action: 'OBSERVE',
  bizStep: 'shipping',
  epcList: [],
  ...extra,
});
const eventCount = async () =>
  (await t.database.db.select({ n: count() }).from(traceEvents).where(eq(traceEvents.accountId, t.demo.accountId)))[0]!
    .n;

function expectProblem(response: Awaited<ReturnType<typeof capture>>, status: number, type: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ type, status });
}

describe('POST /epcis/capture refusals', () => {
  it('needs a caller holding trac.event_create: 401 without, 403 with a read-only token', async () => {
    expectProblem(await capture(t, {}, epcisDocument(publicUrl, [])), 401, 'epcisException:SecurityException');
    const reader = await makeToken(t, cookie, ['epcis.read']);
    expectProblem(
      await capture(t, { token: reader.token }, epcisDocument(publicUrl, [])),
      403,
      'epcisException:SecurityException',
    );
  });

  it('refuses what is not a JSON document: another media type (415), broken JSON (400)', async () => {
    expectProblem(
      await capture(t, { cookie }, 'hello', 'text/plain'),
      415,
      'epcisException:UnsupportedMediaTypeException',
    );
    expectProblem(
      await capture(t, { cookie }, '{"type":', 'application/ld+json'),
      400,
      'epcisException:ValidationException',
    );
    expectProblem(
      await capture(t, { cookie }, '{"type":', 'application/json'),
      400,
      'epcisException:ValidationException',
    );
  });

  it('refuses a document the EPCIS 2.0 schema refuses, naming the path of its first errors', async () => {
    const broken = objectEvent();
    delete (broken as Record<string, unknown>).eventTime;
    const response = await capture(t, { cookie }, epcisDocument(publicUrl, [objectEvent(), broken]));
    expectProblem(response, 400, 'epcisException:ValidationException');
    const body = response.json();
    expect(body).toMatchObject({
      code: ERRORS.traceability.epcisInvalid.code,
      key: ERRORS.traceability.epcisInvalid.key,
    });
    expect(body.params.errors[0].path).toBe('/epcisBody/eventList/1');
    expect(body.detail).toContain('eventTime');
    const notADocument = await capture(t, { cookie }, { type: 'ObjectEvent' });
    expect(notADocument.json().params.errors).toEqual([{ path: '/type', message: expect.any(String) }]);
  });

  it(`refuses more than ${EPCIS_CAPTURE_EVENTS_MAX} events, and more than 10 MB, with the capture limits`, async () => {
    const many = Array.from({ length: EPCIS_CAPTURE_EVENTS_MAX + 1 }, () => objectEvent());
    const response = await capture(t, { cookie }, epcisDocument(publicUrl, many));
    expectProblem(response, 413, 'epcisException:CaptureLimitExceededException');
    expect(response.headers['gs1-epcis-capture-limit']).toBe(String(EPCIS_CAPTURE_EVENTS_MAX));
    const big = epcisDocument(publicUrl, [objectEvent({ 'sc:data': { '10': 'x'.repeat(11 * 1024 * 1024) } })]);
    expectProblem(await capture(t, { cookie }, big), 413, 'epcisException:CaptureLimitExceededException');
  });

  it('records a job that failed, with the event and why, and writes nothing of the document', async () => {
    const before = await eventCount();
    const document = epcisDocument(publicUrl, [
      // No model of the account has this business step.
      objectEvent({ bizStep: 'destroying' }),
      {
        type: 'TransformationEvent',
        eventTime: '2026-03-01T08:00:00Z',
        eventTimeZoneOffset: '+00:00',
        inputEPCList: ['urn:x:1'],
        outputEPCList: ['urn:x:2'],
      },
    ]);
    const response = await capture(t, { cookie }, document);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers.location).toMatch(/^\/epcis\/capture\/[0-9a-f-]{36}$/);
    const job = await captureJobOf(t, { cookie }, response);
    expect(job).toMatchObject({
      running: false,
      success: false,
      captureErrorBehaviour: 'rollback',
      eventCount: 2,
      capturedCount: 0,
    });
    expect(job.errors).toEqual([
      expect.objectContaining({ index: 0, reason: 'model', key: 'traceability.epcisRefused' }),
    ]);
    expect(await eventCount()).toBe(before);
  });

  it("answers 404 for another account's capture job, as for an unknown one", async () => {
    const response = await capture(t, { cookie }, epcisDocument(publicUrl, []));
    expect(response.statusCode).toBe(202);
    const location = String(response.headers.location);
    expect((await t.app.inject({ method: 'GET', url: location, headers: { cookie } })).statusCode).toBe(200);
    for (const url of [location, '/epcis/capture/00000000-0000-4000-8000-000000000000', '/epcis/capture/nope']) {
      const job = await t.app.inject({ method: 'GET', url, headers: { cookie: otherCookie } });
      expect(job.statusCode, url).toBe(404);
      expect(job.headers['content-type']).toContain('application/problem+json');
    }
  });
});
