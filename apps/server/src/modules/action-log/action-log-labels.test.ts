import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { methodKey } from '@seal/shared';
import { createRegistry } from '../../rpc/methods';

/** The console's action log names each change in words: its labels live with the log's screen. */
const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../web/src/features/organisation/locales',
);

const lookup = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);

describe('the action log labels', () => {
  const logged = createRegistry()
    .all()
    .filter((method) => method.contract.mutates)
    .map((method) => method.contract);

  it.each(['en', 'fr', 'zh'])('name the area and the action of every registered mutating method in %s', (language) => {
    const bundle: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, `${language}.json`), 'utf8'));
    expect(logged.length).toBeGreaterThan(20);
    const missing = logged
      .flatMap((contract) => [`log.areas.${contract.model}`, `log.actions.${methodKey(contract)}`])
      .filter((key) => {
        const label = lookup(bundle, key);
        return typeof label !== 'string' || label.trim() === '';
      });
    expect(missing).toEqual([]);
  });
});
