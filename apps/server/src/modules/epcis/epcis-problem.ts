import type { FastifyReply } from 'fastify';
import type { CatalogueError } from '@seal/shared';

/**
 * The EPCIS 2.0 REST binding answers errors as RFC 7807 problem details (its OpenAPI,
 * RFC7807ProblemResponseBody) typed by the EPCIS exception. Each problem also carries the
 * console's catalogue code and key, so the console can show its own translated message.
 */
export const EPCIS_EXCEPTIONS = {
  401: { type: 'epcisException:SecurityException', title: 'Unauthorised request' },
  403: { type: 'epcisException:SecurityException', title: 'Access to resource forbidden' },
  400: { type: 'epcisException:ValidationException', title: 'Invalid request' },
  404: { type: 'epcisException:NoSuchResourceException', title: 'Resource not found' },
  406: { type: 'epcisException:NotAcceptableException', title: 'Not acceptable' },
  413: { type: 'epcisException:CaptureLimitExceededException', title: 'Capture payload too large' },
  415: { type: 'epcisException:UnsupportedMediaTypeException', title: 'Unsupported media type' },
  422: { type: 'epcisException:ValidationException', title: 'Capture refused' },
  500: { type: 'epcisException:ImplementationException', title: 'Server error' },
} as const;
export type EpcisStatus = keyof typeof EPCIS_EXCEPTIONS;

export function sendProblem(
  reply: FastifyReply,
  status: EpcisStatus,
  error: CatalogueError,
  extra: {
    type?: `epcisException:${string}`;
    title?: string;
    detail?: string;
    params?: Record<string, unknown>;
    errors?: unknown[];
  } = {},
) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send({ ...EPCIS_EXCEPTIONS[status], status, code: error.code, key: error.key, ...extra });
}
