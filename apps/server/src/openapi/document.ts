import { methodKey, type CatalogueError, type MethodContract } from '@seal/shared';
import { methodPath } from '../rpc/dispatch';
import type { Registry } from '../rpc/registry';
import { contractPaths } from './contract-paths';
import { methodErrors } from './method-errors';
import generated from './method-schemas.json' with { type: 'json' };
import { REST_PATHS, REST_SCHEMAS, WEBHOOKS } from './rest-paths';

type Schema = Record<string, unknown>;

export interface OpenApiOptions {
  version: string;
  publicUrl: string;
}

const envelope = (data: Schema): Schema => ({
  type: 'object',
  required: ['code', 'data'],
  properties: { code: { const: 0 }, data },
});

/** The error answers of an operation: one per HTTP status, naming each catalogue error it covers. */
function errorResponses(errors: readonly CatalogueError[]) {
  const byStatus = new Map<number, CatalogueError[]>();
  for (const error of errors) byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status === 200 ? 400 : status),
        {
          description: list.map((error) => `${error.code} ${error.key}`).join(', '),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      ]),
  );
}

const rightsText = (rights: readonly string[], anyOf: readonly string[] | undefined) =>
  [
    rights.length ? `Rights needed: ${rights.join(', ')}.` : 'No right needed beyond a session.',
    anyOf?.length ? `And at least one of: ${anyOf.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The OpenAPI 3.1 document of the API (docs/api.md): every registered method as
 * POST /api/v1/{model}/{name} with its input (zod) and output (method-outputs.json) schemas, its
 * rights and catalogue errors; the REST routes; the webhooks' payloads. Built once at start.
 */
export function buildOpenApi(registry: Registry, { version, publicUrl }: OpenApiOptions) {
  const paths = contractPaths();
  const schemas: Record<string, Schema> = { ...(generated.schemas as Record<string, Schema>), ...REST_SCHEMAS };
  const methodInputs = generated.inputs as Record<string, Schema>;
  const methodOutputs = generated.outputs as Record<string, Schema>;
  const tags = new Set<string>();
  const operations: Record<string, unknown> = {};
  // Methods of one area and access answer the same errors: worked out once for them all.
  const errorsOf = new Map<string, Record<string, { $ref: string }>>();
  // Methods of one area and access answer the same errors: components/responses, each named
  // `<area>.<access>.<status>`, that their operations refer to.
  const responses: Record<string, unknown> = {};
  const errorsFor = (contract: MethodContract, area: string) => {
    const cacheKey = `${area}.${contract.access}`;
    const cached = errorsOf.get(cacheKey);
    if (cached) return cached;
    const refs = Object.fromEntries(
      Object.entries(errorResponses(methodErrors(contract, area))).map(([status, response]) => {
        responses[`${cacheKey}.${status}`] = response;
        return [status, { $ref: `#/components/responses/${cacheKey}.${status}` }];
      }),
    );
    errorsOf.set(cacheKey, refs);
    return refs;
  };
  for (const { contract } of registry.all()) {
    const key = methodKey(contract);
    const area = paths.get(contract)?.split('.')[0] ?? contract.model;
    tags.add(area);
    const input = methodInputs[key];
    const output = methodOutputs[key];
    if (!input || !output) throw new Error(`${key} has no schemas in method-schemas.json: run npm run openapi:schemas`);
    const security =
      contract.access === 'public'
        ? []
        : contract.access === 'optional'
          ? [{}, { bearerToken: [] }, { sessionCookie: [] }]
          : [{ bearerToken: [] }, { sessionCookie: [] }];
    const access =
      contract.access === 'public'
        ? 'Public: no session needed.'
        : contract.access === 'optional'
          ? 'Works without a session; answers more with one.'
          : rightsText(contract.rights, contract.anyOf);
    operations[methodPath(contract.model, contract.name)] = {
      post: {
        operationId: `${contract.model}_${contract.name}`,
        summary: key,
        description: `${access}${contract.mutates ? ' Changes data (recorded in the action log).' : ''} Also callable as POST /callAPI with {"methodModel":"${contract.model}","methodName":"${contract.name}","methodVars":<body>}.`,
        tags: [area],
        security,
        'x-access': contract.access,
        'x-rights': contract.rights,
        ...(contract.anyOf ? { 'x-any-of': contract.anyOf } : {}),
        'x-mutates': contract.mutates,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: input } },
        },
        responses: {
          '200': { description: 'The answer', content: { 'application/json': { schema: envelope(output) } } },
          ...errorsFor(contract, area),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Seal Console API',
      version,
      description:
        'Every method of the console, its REST routes and its webhooks. Answers are envelopes: `{code: 0, data}` on success, `{code, key, params?, fields?}` on an error of the catalogue. See docs/api.md.',
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: publicUrl.replace(/\/+$/, '') }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: { ...operations, ...REST_PATHS },
    webhooks: WEBHOOKS,
    components: {
      securitySchemes: {
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "An API token made in the console (Settings, API tokens): `Authorization: Bearer sct_...`. It acts with its maker's rights.",
        },
        deviceKey: {
          type: 'http',
          scheme: 'bearer',
          description: "A cask certification device's key: `Authorization: Bearer ccd_...` (device API only).",
        },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (docs/operations.md).' },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'seal_session',
          description: "The console's session, set by userModel.login.",
        },
      },
      responses,
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
