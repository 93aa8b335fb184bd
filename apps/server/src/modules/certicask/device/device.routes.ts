import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { ERRORS, toFieldIssues } from '@seal/shared';
import { zCertifyInput } from '@seal/shared/certicask/certificates';
import { sendError } from '../../../rpc/errors';
import { issueCertificate, type DeviceLicence } from '../certificates/issue-certificate';
import { deviceCatalogue } from './device-catalogue';
import { deviceLicence, type DeviceRouteDeps } from './device-auth';

export const DEVICE_API = {
  catalogue: '/api/certicask/device/catalogue',
  certificates: '/api/certicask/device/certificates',
} as const;

/** A certification request is a few kilobytes (50 plots and 20 providers at most). */
const CERTIFY_BYTES_MAX = 64 * 1024;

/**
 * Requests per minute and per device key (a key the limit counts by its hash, so the store never
 * holds one); a call without a key is counted by its address. A cellar's tablet certifies a cask
 * or a bottling run at a time: well below it.
 */
export const DEVICE_RATE_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const header = request.headers.authorization;
    return typeof header === 'string' && header
      ? `ccd:${createHash('sha256').update(header).digest('hex')}`
      : `ip:${request.ip}`;
  },
} as const;

const licences = new WeakMap<FastifyRequest, DeviceLicence>();

/**
 * The device API (docs/certicask.md "Device API"): the certification app of a device holding a
 * licence reads the account's catalogue and issues certificates with `Authorization: Bearer ccd_...`.
 * No session and no Origin check: the key proves the caller, and no browser holds it for a page of
 * another site to borrow (decision 0005). The key is counted by the rate limit, then checked before
 * the body is read.
 */
export async function deviceRoutes(app: FastifyInstance, deps: DeviceRouteDeps) {
  const config = { rateLimit: DEVICE_RATE_LIMIT, originCheck: false };
  // In preParsing: after the rate limit (an onRequest hook of the route), before the body is read.
  const authenticate = async (request: FastifyRequest, reply: FastifyReply, payload: RequestPayload) => {
    const licence = await deviceLicence(request, reply, deps);
    if (!licence) return reply;
    licences.set(request, licence);
    return payload;
  };

  app.get(DEVICE_API.catalogue, { config, preParsing: authenticate }, async (request, reply) =>
    reply.send(await deviceCatalogue(deps.db, licences.get(request)!)),
  );

  app.post(
    DEVICE_API.certificates,
    { config, bodyLimit: CERTIFY_BYTES_MAX, preParsing: authenticate },
    async (request, reply) => {
      const input = zCertifyInput.safeParse(request.body ?? {});
      if (!input.success)
        return sendError(reply, ERRORS.common.validation, { fields: toFieldIssues(input.error.issues) });
      const { services } = deps;
      const certificate = await issueCertificate(
        deps.db,
        {
          keyring: services.sealKeyring,
          now: services.now(),
          audit: { actionLog: services.actionLog, ip: request.ip },
        },
        licences.get(request)!,
        input.data,
      );
      return reply.status(201).send(certificate);
    },
  );
}
