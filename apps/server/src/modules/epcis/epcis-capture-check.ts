import { ERRORS } from '@seal/shared';
import { EPCIS_EXCEPTIONS } from './epcis-problem';
import { schemaProblems, type SchemaProblem } from './epcis-schema';

type Json = Record<string, unknown>;

/** The errors a job lists at most (the count of the others is said in the last one). */
export const CAPTURE_ERRORS_MAX = 100;

/**
 * One event's error in a capture job: an RFC 7807 problem detail (the binding's
 * RFC7807ProblemResponseBody) with the event's place in the document and its eventID, and the
 * console's catalogue code and key for its own translated message.
 */
export interface EventProblem {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** JSON pointer of the failing value in the document sent. */
  instance: string;
  index: number;
  eventID: string | null;
  code: number;
  key: string;
}

export function eventProblem(
  index: number,
  event: unknown,
  detail: string,
  pointer: string,
  status: 400 | 422 = 400,
): EventProblem {
  const eventID = event && typeof event === 'object' ? (event as Json).eventID : undefined;
  return {
    ...EPCIS_EXCEPTIONS[status],
    title: status === 400 ? 'Invalid event' : 'Event not stored',
    status,
    detail,
    instance: pointer,
    index,
    eventID: typeof eventID === 'string' ? eventID : null,
    code: ERRORS.traceability.epcisInvalid.code,
    key: ERRORS.traceability.epcisInvalid.key,
  };
}

const describe = (problem: SchemaProblem) => `${problem.path}: ${problem.message}`;

/**
 * The schema's problems of a document, split into the document's own (outside its events) and
 * each event's, located by JSON pointer in the document. The whole document is checked first; only
 * when it fails are its events checked one by one, each as the only event of the same document.
 */
export function documentProblems(
  document: Json,
  events: Json[],
  listPointer: string,
): { document: SchemaProblem[]; events: EventProblem[] } {
  const problems = schemaProblems(document);
  if (problems.length === 0) return { document: [], events: [] };
  const withEvents = (list: Json[]) => {
    const copy = structuredClone({ ...document, epcisBody: undefined }) as Json;
    const body = document.epcisBody as Json;
    if (document.type === 'EPCISQueryDocument') {
      const results = (body.queryResults as Json | undefined) ?? {};
      copy.epcisBody = {
        ...body,
        queryResults: { ...results, resultsBody: { ...(results.resultsBody as Json), eventList: list } },
      };
    } else copy.epcisBody = { ...body, eventList: list };
    return copy;
  };
  const own = schemaProblems(withEvents([]));
  if (own.length > 0) return { document: own, events: [] };
  const found: EventProblem[] = [];
  for (const [index, event] of events.entries()) {
    const eventProblems = schemaProblems(withEvents([event]));
    if (eventProblems.length === 0) continue;
    const located = eventProblems.map((problem) => ({
      ...problem,
      path: problem.path.replace(`${listPointer}/0`, `${listPointer}/${index}`),
    }));
    found.push(eventProblem(index, event, located.map(describe).join('; '), located[0]!.path));
  }
  return { document: found.length > 0 ? [] : problems, events: found };
}

/** The first instant PostgreSQL keeps (it has no year 0, which the schema's date-time lets through). */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');

/** What the schema lets through but PostgreSQL cannot keep: the NUL character, instants before its calendar. */
export function storageProblem(index: number, event: Json, listPointer: string): EventProblem | null {
  const text = JSON.stringify(event);
  if (text.includes('\\u0000'))
    return eventProblem(
      index,
      event,
      'The event holds the character U+0000 (NUL), which the repository cannot store: remove it and send the event again',
      `${listPointer}/${index}`,
      422,
    );
  const time = Date.parse(String(event.eventTime));
  if (!Number.isFinite(time) || time < FIRST_INSTANT)
    return eventProblem(
      index,
      event,
      `eventTime ${String(event.eventTime)} is before the year 1, which the repository cannot store: correct the event's time and send it again`,
      `${listPointer}/${index}/eventTime`,
      422,
    );
  return null;
}

/** The pointer of a document's event list. */
export const eventListPointer = (document: Json) =>
  document.type === 'EPCISQueryDocument' ? '/epcisBody/queryResults/resultsBody/eventList' : '/epcisBody/eventList';
