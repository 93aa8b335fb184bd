import type { Certificate } from '@seal/shared/certicask/certificates';
import type { CertificateRow } from '@seal/shared/contract/certicask';
import type { CertificateWithFrom } from './certificates.repository';

/** A certificate as it was issued: what it names comes from its frozen content, never from the tables now. */
export function toCertificate({ certificate: row, fromNumber }: CertificateWithFrom): Certificate {
  const { content } = row;
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    firstReference: row.firstReference,
    lastReference: row.lastReference,
    sealCount: row.lastSerial - row.firstSerial + 1,
    product: content.product,
    vintage: content.vintage,
    estateName: content.estateName,
    container: content.container,
    plots: content.plots,
    providers: content.providers,
    volumeLitres: row.volumeLitres,
    notes: row.notes,
    from: row.fromCertificateId && fromNumber ? { id: row.fromCertificateId, number: fromNumber } : null,
    device: { name: row.deviceName, identifier: row.deviceIdentifier },
    issuedAt: row.issuedAt.toISOString(),
  };
}

export function toCertificateRow({ certificate: row }: CertificateWithFrom): CertificateRow {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    firstReference: row.firstReference,
    lastReference: row.lastReference,
    sealCount: row.lastSerial - row.firstSerial + 1,
    productTitle: row.content.product.title,
    containerName: row.content.container?.name ?? null,
    deviceName: row.deviceName,
    issuedAt: row.issuedAt.toISOString(),
  };
}
