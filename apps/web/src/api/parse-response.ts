import { ERRORS, LIMITS, type CatalogueError, type FieldIssue } from '@seal/shared';
import { formatBytes } from '../lib/format-bytes';
import { AppError } from './app-error';

/** The catalogue entry for an HTTP status answered without an envelope (proxy pages, limits). */
export function errorForStatus(status: number): CatalogueError {
  switch (status) {
    case 400:
      return ERRORS.common.validation;
    case 401:
      return ERRORS.common.sessionRequired;
    case 403:
      return ERRORS.common.forbidden;
    case 404:
      return ERRORS.common.notFound;
    case 413:
      return ERRORS.common.tooLarge;
    case 429:
      return ERRORS.common.throttled;
    default:
      return ERRORS.common.internal;
  }
}

interface RawEnvelope {
  code: number;
  data?: unknown;
  key?: unknown;
  params?: unknown;
  fields?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isEnvelope(body: unknown): body is RawEnvelope {
  return isRecord(body) && typeof body.code === 'number' && ('data' in body || 'key' in body);
}

function toFields(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): FieldIssue[] =>
    isRecord(item) && typeof item.path === 'string' && typeof item.key === 'string'
      ? [{ path: item.path, key: item.key, ...(isRecord(item.params) ? { params: item.params } : {}) }]
      : [],
  );
}

/**
 * Turns an HTTP answer into its data or an AppError. RPC answers use the envelope
 * `{code: 0, data}` / `{code, key, params?, fields?}`; a few REST answers are plain JSON.
 */
export function parseResponse<T>(status: number, body: unknown): T {
  const ok = status >= 200 && status < 300;
  if (isEnvelope(body)) {
    if (body.code === 0 && ok) return body.data as T;
    const fallback = errorForStatus(ok ? 400 : status);
    const key = typeof body.key === 'string' && body.key.length > 0 ? body.key : fallback.key;
    const entry: CatalogueError = { code: body.code, key, status: ok ? 400 : status };
    return throwError(entry, sizeParams(entry.status, isRecord(body.params) ? body.params : {}), toFields(body.fields));
  }
  if (ok) return body as T;
  return throwError(errorForStatus(status), sizeParams(status, {}));
}

/**
 * A 413 names the limit it went over: the server's `limit` in bytes (a media file's 1 MB, a
 * transfer's 10 MB), shown as `max` ("1 MB"). A proxy's page states none: the transfer limit is
 * the one it enforces in front of the server (docs/operations.md).
 */
function sizeParams(status: number, params: Record<string, unknown>): Record<string, unknown> {
  if (status !== 413) return params;
  const limit = typeof params.limit === 'number' && params.limit > 0 ? params.limit : LIMITS.transferBytes;
  return { ...params, limit, max: formatBytes(limit) };
}

function throwError(entry: CatalogueError, params: Record<string, unknown> = {}, fields: FieldIssue[] = []): never {
  throw new AppError(entry, params, fields);
}
