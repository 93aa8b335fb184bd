import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seal/shared';
import { buildPublicClient, PUBLIC_JS_BUDGET_BYTES } from '../../build-public.mjs';
import { CHALLENGE, DEMO, ERROR_ANSWERS, LARGE_VALID, VALID } from './answer-fixtures';
import { renderAnswer } from './test-html';

/** The HTML of one answer page, as sent (bytes of UTF-8). */
const HTML_BUDGET_BYTES = 30 * 1024;

describe('the public pages budgets (docs/public-pages.md)', () => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-public-budget-'));
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it('keep the JavaScript of a page with the form (script and workers) under 50 KB gzipped', async () => {
    const { jsBytes } = await buildPublicClient(outdir);
    expect(jsBytes).toBeGreaterThan(0);
    expect(jsBytes).toBeLessThan(PUBLIC_JS_BUDGET_BYTES);
  });

  it.each(LANGUAGES)('keep the HTML of every answer under 30 KB in %s', (language) => {
    for (const answer of [null, VALID, LARGE_VALID, DEMO, CHALLENGE, ...ERROR_ANSWERS]) {
      const bytes = Buffer.byteLength(renderAnswer(answer, language));
      expect(bytes, `${answer?.kind ?? 'entry'} ${answer && 'code' in answer ? answer.code : ''}`).toBeLessThan(
        HTML_BUDGET_BYTES,
      );
    }
  });
});
