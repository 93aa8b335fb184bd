import { AppError, ERRORS } from '@seal/shared';
import {
  CERTIFICATE_MAX_SEALS,
  type Certificate,
  type CertificateContainer,
  type CertificatePlot,
  type CertificateProvider,
  type CertifyInput,
} from '@seal/shared/certicask/certificates';
import type { Db } from '../../../db/client';
import type { ActionLogService } from '../../action-log/action-log.service';
import type { SealKeyring } from '../../seals/reference-codec';
import { decodeReference } from '../../seals/reference-codec';
import { takeNumber } from '../../trade/numbering';
import * as cellar from '../cellar/cellar.repository';
import { accountProduct, reelHolding, rootEntity } from '../device/device.repository';
import { toCertificate } from './certificate-view';
import * as repo from './certificates.repository';

/** The licence a device key opened: whose account it certifies for, and the device. */
export interface DeviceLicence {
  id: string;
  accountId: string;
  number: string;
  deviceName: string;
  deviceIdentifier: string;
  expiresAt: Date;
}

function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError(ERRORS.common.notFound);
  return row;
}

/**
 * The seals a certificate covers: a range of serials of one reel of the account, at most
 * CERTIFICATE_MAX_SEALS (a range typed last-first is read first-last).
 */
async function sealRange(db: Db, keyring: SealKeyring, accountId: string, first: string, last: string | null) {
  const refusal = new AppError(ERRORS.certicask.sealsInvalid, { first, last: last ?? first });
  const ends = [decodeReference(first, keyring), decodeReference(last ?? first, keyring)];
  const [a, b] = ends;
  if (!a?.ok || !b?.ok) throw refusal;
  const reelA = await reelHolding(db, accountId, a.serial, a.keyVersion);
  const reelB = a.serial === b.serial ? reelA : await reelHolding(db, accountId, b.serial, b.keyVersion);
  if (!reelA || !reelB || reelA.id !== reelB.id) throw refusal;
  const [low, high] = a.serial <= b.serial ? [a, b] : [b, a];
  const count = high.serial - low.serial + 1;
  if (count > CERTIFICATE_MAX_SEALS)
    throw new AppError(ERRORS.certicask.tooManySeals, { max: CERTIFICATE_MAX_SEALS, count });
  return { low, high, keyVersion: a.keyVersion };
}

/** All of `ids` must be the account's: one that is not answers notFound, as an unknown one. */
async function ownAll<T extends { id: string }>(load: (ids: string[]) => Promise<T[]>, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await load(unique);
  if (rows.length !== unique.length) throw new AppError(ERRORS.common.notFound);
  // In the order the device gave them, which the certificate shows, whatever order the rows came in.
  return rows.sort((a, b) => unique.indexOf(a.id) - unique.indexOf(b.id));
}

/**
 * Issues a certificate for the device of `licence` (POST /api/certicask/device/certificates,
 * docs/certicask.md "Device API"), in one transaction: everything it names is checked against the
 * licence's account, copied into the certificate as it is now, and numbered C<year>-<6 digits>.
 * Bottles filled from a cask's certificate take its plots, providers and container when they give none.
 */
export interface IssueDeps {
  keyring: SealKeyring;
  /** The issue's instant. */
  now: Date;
  /** Where the device API logs the issue; the demo seed logs nothing. */
  audit: { actionLog: ActionLogService; ip: string } | null;
}

export async function issueCertificate(
  db: Db,
  deps: IssueDeps,
  licence: DeviceLicence,
  input: CertifyInput,
): Promise<Certificate> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { accountId } = licence;
    const seals = await sealRange(tx, deps.keyring, accountId, input.firstReference, input.lastReference);
    const product = found(await accountProduct(tx, accountId, input.productId));
    const cask = input.fromCertificate ? await repo.findCaskCertificate(tx, accountId, input.fromCertificate) : null;
    if (input.fromCertificate && !cask)
      throw new AppError(ERRORS.certicask.unknownCaskCertificate, { number: input.fromCertificate });
    // Bottles filled from a cask take what the cask's certificate names when they name nothing.
    const source = input.subject === 'bottles' ? cask : null;

    let container: CertificateContainer | null = null;
    let containerId: string | null = null;
    if (input.containerId) {
      const row = found(await cellar.containers.find(tx, accountId, input.containerId));
      const { id, name, material, capacityLitres, identifier } = row;
      container = { id, name, material, capacityLitres, identifier };
      containerId = row.id;
    } else if (source) {
      container = source.content.container;
      containerId = source.containerId;
    }
    const plotRows = await ownAll((ids) => cellar.plots.findMany(tx, accountId, ids), input.plotIds);
    const plots: CertificatePlot[] =
      plotRows.length === 0 && source
        ? source.content.plots
        : plotRows.map(({ id, name, grapeVariety, surface, locality }) => ({
            id,
            name,
            grapeVariety,
            surface,
            locality,
          }));
    const providerRows = await ownAll((ids) => cellar.providers.findMany(tx, accountId, ids), input.providerIds);
    const providers: CertificateProvider[] =
      providerRows.length === 0 && source
        ? source.content.providers
        : providerRows.map(({ id, name, activity }) => ({ id, name, activity }));

    const { now } = deps;
    const number = await takeNumber(tx, 'certificate', 'C', now);
    const id = await repo.insertCertificate(tx, {
      accountId,
      number,
      subject: input.subject,
      firstSerial: seals.low.serial,
      lastSerial: seals.high.serial,
      keyVersion: seals.keyVersion,
      firstReference: seals.low.reference,
      lastReference: seals.high.reference,
      productId: product.id,
      containerId,
      content: {
        product: { id: product.id, title: product.title, gtin: product.gtin },
        vintage: product.vintage,
        estateName: product.estateName,
        container,
        plots,
        providers,
      },
      volumeLitres: input.volumeLitres,
      notes: input.notes,
      fromCertificateId: cask?.id ?? null,
      licenceId: licence.id,
      deviceName: licence.deviceName,
      deviceIdentifier: licence.deviceIdentifier,
      issuedAt: now,
    });
    // The device acts for no user: its certificates are logged at the account's top entity.
    const entityId = deps.audit ? await rootEntity(tx, accountId) : null;
    if (deps.audit && entityId)
      await deps.audit.actionLog.record(tx, {
        method: 'certificateModel.issue',
        session: null,
        ip: deps.audit.ip,
        input: { licence: licence.number, device: licence.deviceIdentifier, subject: input.subject },
        audits: [{ targetId: id, after: { number, first: seals.low.reference, last: seals.high.reference } }],
        place: { accountId, entityId },
      });
    return toCertificate((await repo.findCertificate(tx, accountId, id))!);
  });
}
