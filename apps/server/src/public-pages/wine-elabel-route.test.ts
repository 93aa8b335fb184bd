import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { logCollector } from '../../test/helpers';
import { useTestApp } from '../../test/use-test-app';
import { demoWine } from '../modules/wine/test-support';

const log = logCollector();
const t = await useTestApp({}, { logger: { level: 'info', stream: log.stream } });
const { publicId } = await demoWine(t);
const VISITOR_IP = '203.0.113.219';

const visit = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/n/${publicId}${query}`, headers, remoteAddress: VISITOR_IP });

/** Every row of every table of the database that holds the text, as "table: row". */
async function rowsHolding(text: string): Promise<string[]> {
  const db = t.database.db;
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select t::text as row from ${sql.identifier(name)} t where t::text like ${`%${text}%`}`),
    );
    found.push(...rows.map((row) => `${name}: ${row.row}`));
  }
  return found;
}

describe('GET /n/:publicId of a wine', () => {
  it('shows the wine’s e-label in French: ingredients with sulphites emphasised, per 100 ml, energy, strength', async () => {
    const response = await visit({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('<h1>Vintage red wine</h1>');
    expect(html).toContain('Étiquette électronique du vin');
    expect(html).toMatch(/<strong class="allergen" data-allergen="sulphites">conservateur : sulfites<\/strong>/);
    expect(html).toContain('anhydride sulfureux et sulfites');
    expect(html).toContain('Pour 100 ml');
    expect(html).toContain('355 kJ / 85 kcal');
    expect(html).toContain('13,5 % vol');
    expect(html).toContain('Château Démo');
    // ?lang= wins over the browser's languages.
    expect((await visit({ 'accept-language': 'fr' }, '?lang=zh')).body).toContain('防腐剂：亚硫酸盐');
  });

  it('sets no cookie and stores no IP of its visitor, in the database or in its log lines', async () => {
    expect(await rowsHolding(VISITOR_IP)).toEqual([]);
    const response = await visit({ 'x-request-id': 'wine-elabel-privacy', 'user-agent': 'Phone/2.0' }, '?lang=fr');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.cookies).toEqual([]);
    expect(response.body).not.toMatch(/<script|<img|<link|<iframe/);
    expect(await rowsHolding(VISITOR_IP)).toEqual([]);
    expect(await rowsHolding('Phone/2.0')).toEqual([]);
    const lines = log.lines.filter((line) => line.reqId === 'wine-elabel-privacy');
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(VISITOR_IP);
  });
});
