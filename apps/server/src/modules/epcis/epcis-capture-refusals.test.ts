import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ERRORS } from '@seal/shared';
import { EPCIS_CAPTURE_EVENTS_MAX } from '@seal/shared/contract/epcis';
import { useTestApp } from '../../../test/use-test-app';
import { epcisCaptures, epcisEvents } from '../../db/schema';
import { finishCapture, insertCapture } from './epcis-captures.repository';
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
const storedCount = async () =>
  (await t.database.db.select({ n: count() }).from(epcisEvents).where(eq(epcisEvents.accountId, t.demo.accountId)))[0]!
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

  it('captures every event type and business step, joined or not: a transformation, a step no model has', async () => {
    const before = await storedCount();
    const document = epcisDocument(publicUrl, [
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
    expect(job).toMatchObject({ running: false, success: true, eventCount: 2, capturedCount: 2, errors: [] });
    expect(await storedCount()).toBe(before + 2);
  });

  it('rollback (the default): one event the repository cannot store and nothing is; its error names it', async () => {
    const before = await storedCount();
    const yearZero = objectEvent({ eventID: 'urn:test:year-0', eventTime: '0000-01-01T00:00:00Z' });
    const document = epcisDocument(publicUrl, [objectEvent({ eventID: 'urn:test:fine' }), yearZero]);
    const response = await capture(t, { cookie }, document);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers['gs1-capture-error-behaviour']).toBe('rollback');
    const job = await captureJobOf(t, { cookie }, response);
    expect(job).toMatchObject({ success: false, captureErrorBehaviour: 'rollback', capturedCount: 0 });
    expect(job.errors).toEqual([
      expect.objectContaining({
        type: 'epcisException:ValidationException',
        title: expect.any(String),
        status: 422,
        detail: expect.stringContaining('year 1'),
        instance: '/epcisBody/eventList/1/eventTime',
        index: 1,
        eventID: 'urn:test:year-0',
      }),
    ]);
    expect(await storedCount()).toBe(before);
  });

  it('proceed: each valid event is stored, the invalid ones are the errors, schema errors located by pointer', async () => {
    const before = await storedCount();
    const document = epcisDocument(publicUrl, [
      objectEvent({ eventID: 'urn:test:proceed-1' }),
      objectEvent({ eventID: 'urn:test:proceed-2', action: 'SHOUT' }),
      objectEvent({ eventID: 'urn:test:proceed-3', eventTime: '0000-06-01T00:00:00Z' }),
      objectEvent({ eventID: 'urn:test:proceed-4' }),
    ]);
    const response = await capture(t, { cookie }, document, 'application/ld+json', {
      'GS1-Capture-Error-Behaviour': 'proceed',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers['gs1-capture-error-behaviour']).toBe('proceed');
    const job = await captureJobOf(t, { cookie }, response);
    expect(job).toMatchObject({ success: false, captureErrorBehaviour: 'proceed', eventCount: 4, capturedCount: 2 });
    expect(
      job.errors.map((error: { index: number; eventID: string; instance: string }) => [
        error.index,
        error.eventID,
        error.instance,
      ]),
    ).toEqual([
      [1, 'urn:test:proceed-2', '/epcisBody/eventList/1/action'],
      [2, 'urn:test:proceed-3', '/epcisBody/eventList/2/eventTime'],
    ]);
    expect(job.errors[0].detail).toContain('/epcisBody/eventList/1/action');
    expect(await storedCount()).toBe(before + 2);
  });

  it('rollback answers a schema error at once, 400, each event problem located by pointer', async () => {
    const document = epcisDocument(publicUrl, [
      objectEvent(),
      objectEvent({ eventID: 'urn:test:bad', action: 'SHOUT' }),
    ]);
    const response = await capture(t, { cookie }, document);
    expectProblem(response, 400, 'epcisException:ValidationException');
    expect(response.json().errors).toEqual([
      expect.objectContaining({ index: 1, eventID: 'urn:test:bad', instance: '/epcisBody/eventList/1/action' }),
    ]);
  });

  it('refuses text holding the NUL character, 400, located by pointer', async () => {
    const document = epcisDocument(publicUrl, [objectEvent({ 'ex:note': 'a\u0000b' })]);
    const response = await capture(t, { cookie }, document);
    expectProblem(response, 400, 'epcisException:ValidationException');
    expect(response.json().params.errors).toEqual([
      { path: '/epcisBody/eventList/0/ex:note', message: expect.stringContaining('character') },
    ]);
  });

  it('refuses an error behaviour it does not know, 400', async () => {
    const response = await capture(t, { cookie }, epcisDocument(publicUrl, []), 'application/ld+json', {
      'GS1-Capture-Error-Behaviour': 'sometimes',
    });
    expectProblem(response, 400, 'epcisException:ValidationException');
    expect(response.json().detail).toContain('GS1-Capture-Error-Behaviour');
  });

  it('never answers 5xx to bad input: truncated JSON, wrong types, huge values', async () => {
    const good = JSON.stringify(epcisDocument(publicUrl, [objectEvent()]));
    const bodies: string[] = [
      ...[1, 10, 50, 100, good.length - 1].map((length) => good.slice(0, length)),
      JSON.stringify({ ...epcisDocument(publicUrl, []), epcisBody: { eventList: 'x' } }),
      JSON.stringify({ ...epcisDocument(publicUrl, []), epcisBody: null }),
      JSON.stringify(epcisDocument(publicUrl, [5, null, 'event', []])),
      JSON.stringify(epcisDocument(publicUrl, [objectEvent({ eventTime: 5 })])),
      JSON.stringify(epcisDocument(publicUrl, [objectEvent({ eventTime: '9'.repeat(10_000) })])),
      JSON.stringify(epcisDocument(publicUrl, [objectEvent({ eventTime: '275760-09-14T00:00:00Z' })])),
      JSON.stringify(epcisDocument(publicUrl, [objectEvent({ eventID: 'x'.repeat(100_000) })])),
      JSON.stringify(epcisDocument(publicUrl, [objectEvent({ 'ex:big': 1e308, 'ex:deep': { a: { b: [[[1]]] } } })])),
      good.replace('"2.0"', '1e999'),
      '[]',
      'null',
      '"EPCISDocument"',
    ];
    for (const body of bodies)
      for (const behaviour of ['rollback', 'proceed']) {
        const response = await capture(t, { cookie }, body, 'application/json', {
          'GS1-Capture-Error-Behaviour': behaviour,
        });
        expect(response.statusCode, `${behaviour} ${body.slice(0, 120)}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode === 202) {
          const job = await captureJobOf(t, { cookie }, response);
          expect(job.running, body.slice(0, 120)).toBe(false);
        }
      }
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

  it('leaves a capture job running when its end names another account', async () => {
    const db = t.database.db;
    const job = await insertCapture(db, {
      accountId: t.demo.accountId,
      userId: t.demo.userIds.admin,
      eventCount: 0,
      errorBehaviour: 'rollback',
    });
    const outcome = { success: true, capturedCount: 0, errors: [], notes: [] };
    await finishCapture(db, { accountId: t.other.accountId, id: job.id }, outcome);
    const stored = () => db.select().from(epcisCaptures).where(eq(epcisCaptures.id, job.id));
    expect(await stored()).toEqual([job]);
    await finishCapture(db, job, outcome);
    expect((await stored())[0]).toMatchObject({ running: false, success: true, finishedAt: expect.any(Date) });
  });
});
