import { z } from 'zod';
import { zCertifyInput } from '@seal/shared/certicask/certificates';
import { PUBLIC_API } from '@seal/shared/contract/consultation';
import { EPCIS_PATHS } from '@seal/shared/contract/epcis';
import { WEBHOOK_EVENTS } from '@seal/shared/contract/webhooks';
import { VOCABULARIES } from '../modules/epcis/epcis-vocabulary';

/**
 * The REST routes beside the methods (docs/epcis.md, docs/resolver-digital-link.md,
 * docs/certicask.md, docs/webhooks.md, docs/operations.md), as OpenAPI path items.
 */
type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema, type = 'application/json') => ({ content: { [type]: { schema } } });
const errors = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [String(status), { description: 'A catalogue error', ...json(ref('ErrorEnvelope')) }]),
  );
const problems = (...statuses: number[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: 'An RFC 7807 problem, with the catalogue code and key',
        ...json(ref('Problem'), 'application/problem+json'),
      },
    ]),
  );
const file = (type: string, description: string) => ({
  '200': { description, content: { [type]: { schema: { type: 'string', contentEncoding: 'binary' } } } },
});
const idParam = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
const query = (name: string, description: string) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema: { type: 'string' },
});
const session = [{ bearerToken: [] }, { sessionCookie: [] }];

const perPage = {
  name: 'perPage',
  in: 'query',
  required: false,
  schema: { type: 'integer', minimum: 1, maximum: 1000 },
};
/** The SimpleEventQuery parameters /epcis/events reads (epcis-query.ts; docs/epcis.md, "Query"). */
const EVENT_QUERY = [
  query(
    'eventType',
    'ObjectEvent, AggregationEvent, TransactionEvent, TransformationEvent, AssociationEvent; pipe-delimited',
  ),
  ...['GE_eventTime', 'LT_eventTime', 'GE_recordTime', 'LT_recordTime'].map((name) => query(name, 'RFC 3339')),
  query('EQ_action', 'ADD, OBSERVE, DELETE'),
  query('EQ_bizStep', 'CBV names or URIs, pipe-delimited'),
  query('EQ_disposition', 'CBV names or URIs, pipe-delimited'),
  query('EQ_persistentDisposition_set', 'dispositions'),
  query('EQ_persistentDisposition_unset', 'dispositions'),
  query('EQ_readPoint', 'location URIs'),
  query('EQ_bizLocation', 'location URIs'),
  query('EQ_eventID', 'eventIDs'),
  query('EQ_transformationID', 'transformation IDs'),
  ...['MATCH_epc', 'MATCH_parentID', 'MATCH_inputEPC', 'MATCH_outputEPC', 'MATCH_anyEPC'].map((name) =>
    query(name, 'EPC URIs, Digital Links or urn:epc:idpat: patterns'),
  ),
  ...['MATCH_epcClass', 'MATCH_inputEPCClass', 'MATCH_outputEPCClass', 'MATCH_anyEPCClass'].map((name) =>
    query(name, 'EPC class URIs or patterns'),
  ),
  query('orderBy', 'eventTime or recordTime'),
  query('orderDirection', 'ASC or DESC'),
  { name: 'eventCountLimit', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
  perPage,
  query('nextPageToken', 'the page after the one that named it'),
];

const epcisEventsQuery = (operationId: string, summary: string) => ({
  operationId,
  summary,
  description:
    'Also `EQ_bizTransaction_<type>`, `EQ_source_<type>`, `EQ_destination_<type>` (one parameter per type) and ' +
    '`EXISTS_<field>`, as the EPCIS 2.0 REST binding names them; every filter must hold, the values of one are alternatives.',
  tags: ['epcis'],
  security: session,
  'x-rights': ['trac.event_view'],
  parameters: EVENT_QUERY,
  responses: {
    '200': {
      description: 'An EPCISQueryDocument; Link rel="next" while more remain',
      ...json({ type: 'object' }, 'application/ld+json'),
    },
    ...problems(400, 401, 403, 406),
  },
});

const download = (summary: string, params: string[], type: string, tag: string) => ({
  get: {
    operationId: summary.replace(/\W+/g, '_'),
    summary,
    tags: [tag],
    security: session,
    parameters: params.map(idParam),
    responses: { ...file(type, 'The file'), ...errors(401, 403, 404) },
  },
});

export const REST_SCHEMAS: Record<string, Schema> = {
  ErrorEnvelope: {
    type: 'object',
    description:
      'An error of the catalogue: `key` is its i18n key (errors.<key>), `fields` the failing fields of a validation error.',
    required: ['code', 'key'],
    properties: {
      code: { type: 'integer' },
      key: { type: 'string' },
      params: { type: 'object', additionalProperties: true },
      fields: {
        type: 'array',
        items: {
          type: 'object',
          required: ['path', 'key'],
          properties: {
            path: { type: 'string' },
            key: { type: 'string' },
            params: { type: 'object', additionalProperties: true },
          },
        },
      },
    },
  },
  Problem: {
    type: 'object',
    properties: {
      type: { type: 'string' },
      title: { type: 'string' },
      status: { type: 'integer' },
      detail: { type: 'string' },
      code: { type: 'integer' },
      key: { type: 'string' },
    },
  },
  CertifyInput: z.toJSONSchema(zCertifyInput, { io: 'input', unrepresentable: 'any' }) as Schema,
  WebhookDelivery: {
    type: 'object',
    required: ['id', 'event', 'accountId', 'createdAt', 'data'],
    properties: {
      id: {
        type: 'string',
        format: 'uuid',
        description: 'The delivery id, also in X-Seal-Delivery: the same on every attempt.',
      },
      event: { type: 'string', enum: [...WEBHOOK_EVENTS, 'webhook.test'] },
      accountId: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      data: { type: 'object', additionalProperties: true },
    },
  },
};
delete REST_SCHEMAS.CertifyInput?.$schema;

export const REST_PATHS: Record<string, unknown> = {
  '/callAPI': {
    post: {
      operationId: 'callAPI',
      summary: 'Any method, named in the body',
      description:
        "The console's own route: the same call as POST /api/v1/{methodModel}/{methodName} with methodVars as the body.",
      tags: ['rpc'],
      security: [{}, ...session],
      requestBody: {
        required: true,
        ...json({
          type: 'object',
          required: ['methodModel', 'methodName'],
          properties: { methodModel: { type: 'string' }, methodName: { type: 'string' }, methodVars: {} },
        }),
      },
      responses: {
        '200': { description: 'The envelope {code: 0, data}', ...json({ type: 'object' }) },
        ...errors(400, 401, 403, 404),
      },
    },
  },
  [EPCIS_PATHS.events]: {
    get: epcisEventsQuery('epcisEvents', "EPCIS 2.0 query: the account's events (docs/epcis.md)"),
  },
  [`${EPCIS_PATHS.events}/{eventID}`]: {
    get: {
      operationId: 'epcisEvent',
      summary: 'One event: a captured one as sent, a console one rendered',
      tags: ['epcis'],
      security: session,
      'x-rights': ['trac.event_view'],
      parameters: [{ name: 'eventID', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The event', ...json({ type: 'object' }, 'application/ld+json') },
        ...problems(401, 403, 404),
      },
    },
  },
  ...Object.fromEntries(
    VOCABULARIES.flatMap((list) => [
      [
        `/epcis/${list}`,
        {
          get: {
            operationId: `epcis_${list}`,
            summary: `The ${list} the account's events hold, paged`,
            tags: ['epcis'],
            security: session,
            'x-rights': ['trac.event_view'],
            parameters: [perPage, query('nextPageToken', 'the page after the one that named it')],
            responses: {
              '200': { description: 'A Collection', ...json({ type: 'object' }, 'application/ld+json') },
              ...problems(400, 401, 403),
            },
          },
        },
      ],
      [
        `/epcis/${list}/{value}/events`,
        {
          get: {
            ...epcisEventsQuery(`epcis_${list}_events`, `The events of one of the ${list}`),
            parameters: [{ name: 'value', in: 'path', required: true, schema: { type: 'string' } }, ...EVENT_QUERY],
          },
        },
      ],
    ]),
  ),
  [EPCIS_PATHS.capture]: {
    post: {
      operationId: 'epcisCapture',
      summary: 'EPCIS 2.0 capture of an EPCISDocument',
      tags: ['epcis'],
      security: session,
      'x-rights': ['trac.event_create'],
      requestBody: { required: true, ...json({ type: 'object' }, 'application/ld+json') },
      responses: {
        '202': { description: 'Accepted; Location: /epcis/capture/{captureId}' },
        ...problems(400, 401, 403, 413, 415),
      },
    },
  },
  [`${EPCIS_PATHS.capture}/{captureId}`]: {
    get: {
      operationId: 'epcisCaptureJob',
      summary: 'The state of a capture job',
      tags: ['epcis'],
      security: session,
      parameters: [{ name: 'captureId', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'The capture job', ...json({ type: 'object' }) }, ...problems(401, 403, 404) },
    },
  },
  '/01/{path}': {
    get: {
      operationId: 'digitalLink',
      summary: 'GS1 Digital Link resolver: /01/{gtin}/21/{serial}... (docs/resolver-digital-link.md)',
      tags: ['resolver'],
      security: [],
      parameters: [
        {
          name: 'path',
          in: 'path',
          required: true,
          schema: { type: 'string' },
          description: 'The rest of the Digital Link',
        },
        query('linkType', 'gs1:defaultLink, gs1:pip... or linkset'),
      ],
      responses: {
        '200': { description: 'A linkset (Accept: application/linkset+json) or the product page' },
        '307': { description: 'Redirect to the link chosen' },
        '404': { description: 'Unknown item' },
      },
    },
  },
  '/.well-known/gs1resolver': {
    get: {
      operationId: 'resolverDescription',
      summary: 'The resolver description',
      tags: ['resolver'],
      security: [],
      responses: { '200': { description: 'The description', ...json({ type: 'object' }) } },
    },
  },
  [PUBLIC_API.consult]: {
    post: {
      operationId: 'consult',
      summary: 'Public consultation of a seal (docs/consultation.md)',
      tags: ['consultation'],
      security: [],
      requestBody: { required: true, ...json({ type: 'object' }) },
      responses: { '200': { description: 'The answer', ...json({ type: 'object' }) }, ...errors(400, 429) },
    },
  },
  '/api/certicask/device/catalogue': {
    get: {
      operationId: 'deviceCatalogue',
      summary: 'Device API: what the certification app offers (docs/certicask.md)',
      tags: ['certicask'],
      security: [{ deviceKey: [] }],
      responses: {
        '200': { description: 'Licence, plots, providers, containers, products', ...json({ type: 'object' }) },
        ...errors(401, 429),
      },
    },
  },
  '/api/certicask/device/certificates': {
    post: {
      operationId: 'deviceCertify',
      summary: 'Device API: issue a certificate',
      tags: ['certicask'],
      security: [{ deviceKey: [] }],
      requestBody: { required: true, ...json(ref('CertifyInput')) },
      responses: {
        '200': { description: 'The certificate', ...json({ type: 'object' }) },
        ...errors(400, 401, 413, 429),
      },
    },
  },
  '/api/products/export.csv': {
    get: {
      ...download('Products export', [], 'text/csv', 'products').get,
      parameters: [
        { name: 'archived', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
      ],
    },
  },
  '/api/products/csv-template': download('Products CSV template', [], 'text/csv', 'products'),
  '/api/media/{id}': download('A media file', ['id'], 'application/octet-stream', 'media'),
  '/api/qr-creator/sets/{setId}/code.svg': download('QR code SVG', ['setId'], 'image/svg+xml', 'qrCreator'),
  '/api/qr-creator/sets/{setId}/code.png': download('QR code PNG', ['setId'], 'image/png', 'qrCreator'),
  '/api/qr-creator/sets/{setId}/sheet.pdf': download('QR sheet PDF', ['setId'], 'application/pdf', 'qrCreator'),
  '/api/trade/quotations/{id}/pdf': download('Quotation PDF', ['id'], 'application/pdf', 'trade'),
  '/api/trade/invoices/{id}/pdf': download('Invoice PDF', ['id'], 'application/pdf', 'trade'),
  '/api/trade/orders/{id}/files/{fileId}': download(
    'Order file',
    ['id', 'fileId'],
    'application/octet-stream',
    'trade',
  ),
  '/api/health': {
    get: {
      operationId: 'health',
      summary: 'Health: ok once the database answers',
      tags: ['system'],
      security: [],
      responses: { '200': { description: 'ok', ...json({ type: 'object' }) }, ...errors(503) },
    },
  },
  '/api/health/ready': {
    get: {
      operationId: 'ready',
      summary: 'Readiness',
      tags: ['system'],
      security: [],
      responses: { '200': { description: 'ready' }, '503': { description: 'not ready' } },
    },
  },
  '/api/methods': {
    get: {
      operationId: 'methods',
      summary: 'Every method with its rights and input schema',
      tags: ['system'],
      security: [],
      responses: { '200': { description: 'The list', ...json({ type: 'object' }) } },
    },
  },
  '/api/openapi.json': {
    get: {
      operationId: 'openapi',
      summary: 'This document',
      tags: ['system'],
      security: [],
      responses: { '200': { description: 'OpenAPI 3.1', ...json({ type: 'object' }) } },
    },
  },
  '/metrics': {
    get: {
      operationId: 'metrics',
      summary: 'Prometheus metrics (docs/operations.md; METRICS_TOKEN or METRICS_PORT)',
      tags: ['system'],
      security: [{ metricsToken: [] }],
      responses: {
        '200': { description: 'Prometheus text', content: { 'text/plain': { schema: { type: 'string' } } } },
        '401': { description: 'No or wrong token' },
      },
    },
  },
};

const delivery = (event: string, description: string) => ({
  post: {
    summary: event,
    description: `${description} Headers: X-Seal-Event, X-Seal-Delivery, X-Seal-Timestamp, X-Seal-Signature (sha256=hex HMAC-SHA256 of "<timestamp>.<body>" with the webhook's secret). docs/webhooks.md.`,
    requestBody: { required: true, ...json(ref('WebhookDelivery')) },
    responses: { '200': { description: 'Any 2xx within 5 s is a success; anything else is retried (6 attempts).' } },
  },
});

/** OpenAPI 3.1's top-level webhooks: what the console POSTs to a webhook's address. */
export const WEBHOOKS = {
  'alert.triggered': delivery(
    'alert.triggered',
    'An alert of the account fired: data holds the alert and the consultation.',
  ),
  'seal.stateChanged': delivery(
    'seal.stateChanged',
    "A seal's state changed: data holds reference, serial, state (previous and reason for a change by hand).",
  ),
  'anomaly.detected': delivery(
    'anomaly.detected',
    'The anomaly scan found one: data holds id, kind, serial, reference, evidence, occurredAt, detectedAt.',
  ),
  'webhook.test': delivery('webhook.test', 'A test sent from the console: data holds a message.'),
};
