import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import schema from './schema/EPCIS-JSON-Schema.json' with { type: 'json' };

/**
 * The EPCIS 2.0 JSON schema (GS1's, vendored: schema/NOTICE.md) compiled once by ajv, as GS1's
 * own validation scripts do (ajv with ajv-formats): docs/decisions/0021-epcis-json-schema.md.
 */
let compiled: ValidateFunction | null = null;

export function epcisValidator(): ValidateFunction {
  if (!compiled) {
    // strict off: the schema uses keywords (`$comment`, unknown formats of draft 7) ajv's strict mode refuses.
    const ajv = new Ajv({ allErrors: false, strict: false, validateFormats: true });
    addFormats.default(ajv);
    compiled = ajv.compile(schema);
  }
  return compiled;
}

/** Problems one answer names at most. */
export const SCHEMA_ERRORS_MAX = 10;

export interface SchemaProblem {
  /** JSON pointer of the failing value (`/epcisBody/eventList/3/eventTime`). */
  path: string;
  message: string;
}

/** The document's first problems against the schema, or none. */
export function schemaProblems(document: unknown): SchemaProblem[] {
  const validate = epcisValidator();
  if (validate(document)) return [];
  return (validate.errors ?? []).slice(0, SCHEMA_ERRORS_MAX).map((error: ErrorObject) => ({
    path: error.instancePath || '/',
    message: `${error.message ?? 'invalid'}${error.params && 'allowedValues' in error.params ? ` (${String(error.params.allowedValues)})` : ''}`,
  }));
}
