import { describe, expect, it } from 'vitest';
import { qrnutri } from '@seal/shared';
import { logCollector } from '../../test/helpers';
import { dataOf } from '../../test/calls';
import { asAdministrator, useTestApp } from '../../test/use-test-app';
import { demoProductId, demoSheet, sheetFields } from '../modules/qrnutri/test-sheets';
import { sheetLanguage } from './nutrition-route';

const log = logCollector();
const t = await useTestApp({}, { logger: { level: 'info', stream: log.stream } });
const { admin } = await asAdministrator(t);
const chocolate = await demoSheet(t.database.db, t.demo.accountId);
const VISITOR_IP = '203.0.113.77';

const visit = (publicId: string, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/n/${publicId}${query}`, headers, remoteAddress: VISITOR_IP });

describe('GET /n/:publicId', () => {
  it('shows the published sheet with its declaration and its allergens emphasised', async () => {
    const response = await visit(chocolate.publicId);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Dark chocolate 70%</h1>');
    expect(response.body).toContain('2,400 kJ / 578 kcal');
    expect(response.body).toContain('Per serving of 20 g');
    expect(response.body).toMatch(/<strong class="allergen" data-allergen="milk">whole milk powder<\/strong>/);
    expect(response.body).toContain('soybeans, nuts, milk');
  });

  it('sets no cookie, loads nothing and writes no IP in its log lines, even when a language is chosen', async () => {
    const response = await visit(
      chocolate.publicId,
      { 'x-request-id': 'nutri-privacy-1', 'user-agent': 'Phone/1.0' },
      '?lang=fr',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.cookies).toEqual([]);
    expect(response.headers['content-security-policy']).toContain("script-src 'none'");
    expect(response.headers['content-security-policy']).toContain("img-src 'none'");
    expect(response.body).not.toMatch(/<script|<img|<link|<iframe/);
    const lines = log.lines.filter((line) => line.reqId === 'nutri-privacy-1');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(JSON.stringify(lines)).not.toContain(VISITOR_IP);
    expect(JSON.stringify(lines)).not.toContain('Phone/1.0');
  });

  it('speaks the language asked with ?lang=, else the browser’s first one the sheet has, else the default', async () => {
    expect((await visit(chocolate.publicId, {}, '?lang=fr')).body).toContain('<h1>Chocolat noir 70 %</h1>');
    expect((await visit(chocolate.publicId, { 'accept-language': 'de-DE,zh-CN;q=0.8,fr;q=0.5' })).body).toContain(
      '<h1>70% 黑巧克力</h1>',
    );
    expect(sheetLanguage(['fr'], 'fr', { query: 'zh', acceptLanguage: 'en' })).toBe('fr');
    expect(sheetLanguage(['en', 'zh'], 'zh', { query: undefined, acceptLanguage: 'de' })).toBe('zh');
  });

  it('answers 404 to a sheet never published, withdrawn or deleted, and to an id of the wrong shape', async () => {
    const created = dataOf(
      qrnutri.create,
      await admin(qrnutri.create, {
        ...sheetFields(),
        productId: await demoProductId(t.database.db, t.demo.accountId, 'DEMO-OIL-50'),
      }),
    );
    const publicId = created.publicUrl.split('/n/')[1]!;
    expect((await visit(publicId)).statusCode).toBe(404);
    await admin(qrnutri.publish, { sheetId: created.id, published: true });
    expect((await visit(publicId)).statusCode).toBe(200);
    await admin(qrnutri.publish, { sheetId: created.id, published: false });
    expect((await visit(publicId)).statusCode).toBe(404);
    await admin(qrnutri.publish, { sheetId: created.id, published: true });
    await admin(qrnutri.remove, { sheetId: created.id });
    const gone = await visit(publicId);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['set-cookie']).toBeUndefined();
    expect((await visit('not-an-id')).statusCode).toBe(404);
  });
});
