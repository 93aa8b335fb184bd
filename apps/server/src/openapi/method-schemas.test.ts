import fs from 'node:fs';
import { expect, it } from 'vitest';
import { SCHEMAS_FILE, methodSchemasText } from './method-schemas.generate';

it('method-schemas.json is what the contracts give now (npm run openapi:schemas writes it)', () => {
  expect(fs.readFileSync(SCHEMAS_FILE, 'utf8') === methodSchemasText(), 'stale: run npm run openapi:schemas').toBe(
    true,
  );
}, 120_000);
