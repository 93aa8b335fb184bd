import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERRORS, UNSAFE_CHARACTERS_KEY } from '@seal/shared';
import { sendError } from '../rpc/errors';

/** Half of a UTF-16 surrogate pair, with no other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** A NUL or a lone surrogate: PostgreSQL refuses both (in text and in jsonb). */
const isUnsafe = (text: string) => text.includes('\0') || text.search(LONE_SURROGATE) >= 0;
const readable = (text: string) => text.replaceAll('\0', '\ufffd').replace(LONE_SURROGATE, '\ufffd');

/**
 * An object as JSON.parse makes it. A Buffer (a raw XML or webhook body) is bytes, not strings:
 * walking it entry by entry was one visit per byte of a 10 MB upload.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A value met on the walk: its parent's entry and its own key, so a path is only built when needed. */
interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string;
}

function pathOf(visit: Visit | null, last?: string): string[] {
  const path = last === undefined ? [] : [last];
  for (let at = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (value or object key) PostgreSQL could not store, or null. A key
 * holding such a character is named with the character replaced, so the answer stays readable.
 * One visit per value, without recursion and without copying a path at every level: linear in
 * the size of the body whatever its depth (the JSON parser bounds both, http/json-body.ts).
 */
export function unsafeStringPath(value: unknown): string[] | null {
  const stack: Visit[] = [{ value, parent: null, key: '' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnsafe(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, parent: visit, key: String(index) }));
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (isUnsafe(key)) return pathOf(visit, readable(key));
        stack.push({ value: item, parent: visit, key });
      }
    }
  }
  return null;
}

/** A route's own answer to a body holding such a string (`config: { unsafeString }`). */
export type UnsafeStringAnswer = (reply: FastifyReply, path: readonly string[]) => FastifyReply;

/** The validation answer naming the field that holds such a string. */
export function sendUnsafeString(reply: FastifyReply, path: readonly string[]) {
  return sendError(reply, ERRORS.common.validation, { fields: [{ path: path.join('.'), key: UNSAFE_CHARACTERS_KEY }] });
}

/**
 * Refuses, before any handler, a JSON body with a string the database cannot store: no method
 * then fails on it with a 500. A call's fields are those of its methodVars, as its other
 * validation errors name them.
 */
export async function refuseUnsafeStrings(request: FastifyRequest, reply: FastifyReply) {
  const path = unsafeStringPath(request.body);
  if (!path) return;
  // A route answering in its own error format (the EPCIS binding's problem details) says how.
  const own = (request.routeOptions.config as { unsafeString?: UnsafeStringAnswer } | undefined)?.unsafeString;
  if (own) return own(reply, path);
  const isCall = request.routeOptions.url === '/callAPI' && path[0] === 'methodVars';
  return sendUnsafeString(reply, isCall ? path.slice(1) : path);
}
