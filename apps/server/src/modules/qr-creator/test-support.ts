import { PDFDocument } from 'pdf-lib';
import type { LightMyRequestResponse } from 'fastify';
import { qrDownloadPath } from '@seal/shared/contract/qr-creator';
import type { TestApp } from '../../../test/app';
import { demoBlockSerial } from '../../db/seed/seals';
import { DEMO_SEAL_KEY } from '../seals/demo-seal-key';
import { encodeReference } from '../seals/reference-codec';

/** The printed reference of the seal at `offset` of a seeded account's block (block 1: the other account). */
export const blockReference = (offset: number, block = 0) =>
  encodeReference(demoBlockSerial(offset, block), DEMO_SEAL_KEY);

/** GET of a set's download with a session cookie. */
export function download(
  t: TestApp,
  cookie: string,
  setId: string,
  file: Parameters<typeof qrDownloadPath>[1],
  index?: number,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: qrDownloadPath(setId, file, index), headers: { cookie } });
}

export const pageCountOf = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();
