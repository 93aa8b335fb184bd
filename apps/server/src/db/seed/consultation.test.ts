import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_SEAL_KEY } from '../../modules/seals/demo-seal-key';
import { bubblePatternOf, bubbleText, ccpOf } from '../../modules/seals/seal-secrets';
import { CONSULTATION_SEALS, consultationReference, consultationSerial, type ConsultationSeal } from './consultation';

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/consultation.md');

/** The rows of the "Demo seals" table of docs/consultation.md: seal, reference, bubbles, ccp3, ccp6. */
function documentedSeals() {
  const text = fs.readFileSync(DOC, 'utf8');
  const section = text.slice(text.indexOf('## Demo seals'), text.indexOf('\n## ', text.indexOf('## Demo seals') + 1));
  return [
    ...section.matchAll(/^\| (\w+) \| `([0-9A-Z-]{14})`[^|]*\|[^|]*\|[^|]*\| ([^|]*)\| ([^|]*)\| ([^|]*)\|$/gm),
  ].map(([, seal, reference, bubbles, ccp3, ccp6]) => ({
    seal: seal as ConsultationSeal,
    reference,
    printed: [bubbles, ccp3, ccp6].map((cell) => cell!.trim().replaceAll('`', '')),
  }));
}

describe('the consultation demo seals in docs/consultation.md', () => {
  const rows = documentedSeals();

  it('lists every one of them', () => {
    expect(rows.map((row) => row.seal).sort()).toEqual(Object.keys(CONSULTATION_SEALS).sort());
  });

  it.each(rows)('$seal: its reference and what is printed on it are those of the demo data', (row) => {
    expect(row.reference).toBe(consultationReference(row.seal));
    const serial = consultationSerial(row.seal);
    const [bubbles, ccp3, ccp6] = row.printed;
    if (bubbles) expect(bubbles).toBe(bubbleText(bubblePatternOf(serial, DEMO_SEAL_KEY)));
    if (ccp3) expect(ccp3).toBe(ccpOf(serial, DEMO_SEAL_KEY, 3));
    if (ccp6) expect(ccp6).toBe(ccpOf(serial, DEMO_SEAL_KEY, 6));
  });
});
