import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERRORS, zId } from '@seal/shared';
import type { Db } from '../../db/client';
import { restSession } from '../../http/rest-session';
import type { Services } from '../../services';
import { codeMatrix } from '../codes/code-matrix';
import { codePng } from '../codes/code-png';
import { codeSvg } from '../codes/code-svg';
import * as repo from './qr-creator.repository';
import { codeOfSet } from './qr-set-codes';
import { qrSheetPdf } from './qr-sheet';

type SetRequest = { Params: { setId: string }; Querystring: { index?: string } };

/** A PNG prints at 300 dots per inch. */
const PNG_DPI = 300;

const fileHeaders = (type: string, filename: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${filename}"`,
  'cache-control': 'no-store',
});

/** A file name from the set's name: letters, digits and dashes only. */
const fileName = (name: string, extension: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'qr-codes'
  }.${extension}`;

/**
 * The downloads of a QR code set (secu.qr_creator; the set must be the session's account's): one
 * code as SVG or PNG (`?index=`, 0 being the first), and the whole set as an A4 PDF sheet.
 */
export async function qrCreatorRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  const origin = services.config.publicUrl;

  async function setOf(request: FastifyRequest<SetRequest>, reply: FastifyReply) {
    const session = await restSession(request, reply, services, { all: ['secu.qr_creator'] });
    if (!session) return null;
    const set = zId.safeParse(request.params.setId).success
      ? await repo.findSet(db, session.accountId, request.params.setId)
      : undefined;
    if (!set) throw new AppError(ERRORS.common.notFound);
    await repo.countDownload(db, session.accountId, set.id);
    return set;
  }

  function codeAt(set: repo.QrSet, index: string | undefined) {
    const at = index === undefined ? 0 : Number(index);
    if (!Number.isInteger(at) || at < 0 || at >= set.codeCount)
      throw new AppError(ERRORS.qrCreator.noSuchCode, { count: set.codeCount });
    const code = codeOfSet(set, services.sealKeyring, origin, at);
    return { ...code, matrix: codeMatrix(set.symbology, code.text) };
  }

  app.get<SetRequest>('/api/qr-creator/sets/:setId/code.svg', async (request, reply) => {
    const set = await setOf(request, reply);
    if (!set) return reply;
    const { matrix, label } = codeAt(set, request.query.index);
    const svg = codeSvg(matrix, { moduleSize: set.moduleMm, quietZone: set.quietZone, label });
    return reply.headers(fileHeaders('image/svg+xml', fileName(set.name, 'svg'))).send(svg);
  });

  app.get<SetRequest>('/api/qr-creator/sets/:setId/code.png', async (request, reply) => {
    const set = await setOf(request, reply);
    if (!set) return reply;
    const { matrix } = codeAt(set, request.query.index);
    const scale = Math.max(2, Math.round((set.moduleMm / 25.4) * PNG_DPI));
    const png = codePng(matrix, { scale, quietZone: set.quietZone });
    return reply.headers(fileHeaders('image/png', fileName(set.name, 'png'))).send(png);
  });

  app.get<SetRequest>('/api/qr-creator/sets/:setId/sheet.pdf', async (request, reply) => {
    const set = await setOf(request, reply);
    if (!set) return reply;
    const pdf = await qrSheetPdf({
      title: set.name,
      symbology: set.symbology,
      moduleMm: set.moduleMm,
      quietZone: set.quietZone,
      codeCount: set.codeCount,
      codeAt: (index) => codeOfSet(set, services.sealKeyring, origin, index),
    });
    return reply.headers(fileHeaders('application/pdf', fileName(set.name, 'pdf'))).send(Buffer.from(pdf));
  });
}
