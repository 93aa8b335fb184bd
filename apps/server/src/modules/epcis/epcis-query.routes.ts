import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS } from '@seal/shared';
import { EPCIS_PAGE_DEFAULT, EPCIS_PAGE_MAX, EPCIS_PATHS } from '@seal/shared/contract/epcis';
import { epcisCaller, type EpcisRouteDeps } from './epcis-auth';
import { epcForms } from './epcis-epc-match';
import { findEventPage, queryDocumentStream } from './epcis-events.service';
import { findEventKeys } from './epcis-events.repository';
import { negotiate, queryHeaders } from './epcis-headers';
import { bareCbv } from './epcis-identifiers';
import { sendProblem } from './epcis-problem';
import { EVENT_TYPES, queryDigest, readEventQuery, type EventQuery, type Filter } from './epcis-query';
import { listValues, VOCABULARIES, type Vocabulary } from './epcis-vocabulary';

type Raw = Record<string, string | string[] | undefined>;
const COLLECTION_CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';

/** The filter a path's value stands for (`/bizSteps/shipping/events` is `EQ_bizStep=shipping`). */
const PATH_FILTERS: Record<Exclude<Vocabulary, 'epcs'>, (value: string) => Filter | null> = {
  eventTypes: (value) => ({ kind: 'eventType', values: [value] }),
  bizSteps: (value) => ({ kind: 'bizStep', values: [bareCbv(value, 'BizStep')] }),
  dispositions: (value) => ({ kind: 'disposition', values: [bareCbv(value, 'Disp')] }),
  readPoints: (value) => ({ kind: 'readPoint', values: [value] }),
  bizLocations: (value) => ({ kind: 'bizLocation', values: [value] }),
};

/**
 * The EPCIS 2.0 REST binding's query paths (docs/epcis.md, "Query"): /epcis/events with the
 * SimpleEventQuery's parameters, the top-level lists (event types, business steps, locations, read
 * points, dispositions, EPCs), each value's sub-resources and its events. Every answer is the
 * caller's account's alone.
 */
export async function epcisQueryRoutes(app: FastifyInstance, deps: EpcisRouteDeps) {
  const { db, services } = deps;
  const ids = { publicUrl: services.config.publicUrl };

  /** Signs the caller in and reads what it accepts; null when an answer is already sent. */
  async function open(request: FastifyRequest, reply: FastifyReply) {
    const caller = await epcisCaller(request, reply, deps, 'trac.event_view');
    if (!caller) return null;
    queryHeaders(reply);
    const format = negotiate(request.headers);
    if (typeof format !== 'string') {
      await sendProblem(reply, 406, ERRORS.common.validation, {
        detail: `The ${format.refused} header asks for what this repository does not write (EPCIS and CBV 2.0.0, JSON-LD or JSON)`,
        params: { header: format.refused },
      });
      return null;
    }
    return { accountId: caller.session.accountId, format };
  }

  const queryProblem = (reply: FastifyReply, parameter: string, detail: string) =>
    sendProblem(reply, 400, ERRORS.common.validation, {
      type: 'epcisException:QueryParameterException',
      title: 'Invalid query parameter',
      detail: `Query parameter ${parameter}: ${detail}`,
      params: { parameter },
    });

  const notFound = (reply: FastifyReply) => sendProblem(reply, 404, ERRORS.common.notFound);

  /** A Link to the next page: this path and query, the token replaced. */
  function link(reply: FastifyReply, request: FastifyRequest, raw: Raw, token: string) {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(raw))
      if (name !== 'nextPageToken' && value !== undefined)
        for (const item of Array.isArray(value) ? value : [value]) query.append(name, item);
    query.set('nextPageToken', token);
    reply.header('link', `<${request.url.split('?')[0]}?${query.toString()}>; rel="next"`);
  }

  async function answerEvents(request: FastifyRequest, reply: FastifyReply, fixed: Filter[]) {
    const opened = await open(request, reply);
    if (!opened) return reply;
    const raw = request.query as Raw;
    const path = request.url.split('?')[0]!;
    const reading = readEventQuery(ids, services.sealKeyring, raw, path, fixed);
    if (!reading.ok) return queryProblem(reply, reading.parameter, reading.detail);
    const page = await findEventPage(db, opened.accountId, ids, reading.query, queryDigest(path, raw));
    if (page.next) link(reply, request, raw, page.next);
    return reply.type(opened.format).send(queryDocumentStream(page, ids, services.sealKeyring, services.now()));
  }

  /** Whether one of the account's events meets the filter (a sub-resource that names none is not found). */
  async function anyEvent(accountId: string, filter: Filter) {
    const query: Pick<EventQuery, 'filters' | 'orderBy' | 'direction' | 'cursor'> = {
      filters: [filter],
      orderBy: 'recordTime',
      direction: 'ASC',
      cursor: null,
    };
    return (await findEventKeys(db, accountId, ids, query, 1)).length > 0;
  }

  /** The filter of a path's value, or null when the value cannot be one (a 404). */
  function pathFilter(vocabulary: Vocabulary, value: string): Filter | null {
    if (value.includes('\u0000')) return null;
    if (vocabulary === 'epcs') {
      const reading = readEventQuery(ids, services.sealKeyring, { MATCH_anyEPC: value }, '');
      return reading.ok && epcForms(value) ? reading.query.filters[0]! : null;
    }
    if (vocabulary === 'eventTypes' && !/^[A-Za-z][\w:./#-]*$/.test(value)) return null;
    return PATH_FILTERS[vocabulary](value);
  }

  app.get(EPCIS_PATHS.events, (request, reply) => answerEvents(request, reply, []));

  for (const vocabulary of VOCABULARIES) {
    const base = `/epcis/${vocabulary}`;
    app.get(base, async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const raw = request.query as Raw;
      const digest = queryDigest(base, {});
      let perPage = EPCIS_PAGE_DEFAULT;
      let after: string | null = null;
      for (const [name, value] of Object.entries(raw)) {
        const text = Array.isArray(value) ? null : value;
        if (name === 'perPage' && text && /^\d{1,7}$/.test(text) && Number(text) > 0)
          perPage = Math.min(Number(text), EPCIS_PAGE_MAX);
        else if (name === 'nextPageToken' && text) {
          after = readValueToken(text, digest);
          if (after === null) return queryProblem(reply, name, 'a token this list’s previous page gave');
        } else return queryProblem(reply, name, 'perPage (a whole number from 1) and nextPageToken only');
      }
      const values = await listValues(db, opened.accountId, ids, vocabulary, after, perPage + 1);
      const member = values.slice(0, perPage);
      if (values.length > perPage) link(reply, request, raw, valueToken(member[member.length - 1]!, digest));
      const body = { '@context': COLLECTION_CONTEXT, type: 'Collection', member };
      return reply.type(opened.format).send(body);
    });

    app.get(`${base}/:value`, async (request, reply) => {
      const opened = await open(request, reply);
      if (!opened) return reply;
      const { value } = request.params as { value: string };
      const filter = pathFilter(vocabulary, value);
      const known =
        vocabulary === 'eventTypes'
          ? (EVENT_TYPES as readonly string[]).includes(value) || (filter && (await anyEvent(opened.accountId, filter)))
          : filter && (await anyEvent(opened.accountId, filter));
      if (!known) return notFound(reply);
      return reply.type(opened.format).send({ '@context': COLLECTION_CONTEXT, type: 'Collection', member: ['events'] });
    });

    app.get(`${base}/:value/events`, async (request, reply) => {
      const { value } = request.params as { value: string };
      const filter = pathFilter(vocabulary, value);
      if (!filter) {
        const opened = await open(request, reply);
        return opened ? queryProblem(reply, vocabulary, 'not a value this path takes') : reply;
      }
      return answerEvents(request, reply, [filter]);
    });
  }
}

/** A list's page token: the last value listed, bound to the list. */
const valueToken = (after: string, digest: string) =>
  Buffer.from(JSON.stringify([after, digest])).toString('base64url');

function readValueToken(token: string, digest: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString());
    const [after, bound] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
    return typeof after === 'string' && !after.includes('\u0000') && bound === digest ? after : null;
  } catch {
    return null;
  }
}
