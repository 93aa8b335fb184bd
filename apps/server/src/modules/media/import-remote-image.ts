import { AppError, ERRORS, holdsAny, LIMITS } from '@seal/shared';
import type { MediaRow } from '@seal/shared/contract/media';
import type { Db } from '../../db/client';
import { fetchRemote, RemoteFetchError } from '../../http/remote-fetch/fetch-remote';
import type { SessionCallContext } from '../../rpc/context';
import * as repo from './media.repository';
import { uploadMedia } from './media.service';

/** The whole download, redirects included; a slow image server never holds a request longer. */
export const REMOTE_IMAGE_TIMEOUT_MS = 10_000;
export const REMOTE_IMAGE_MAX_REDIRECTS = 3;
const FALLBACK_NAME = 'GS1 image';

/** A media name from the address's file name ("tea-box.png" -> "tea-box"), made unique in the account. */
async function freeName(db: Db, accountId: string, address: string): Promise<string> {
  let base = FALLBACK_NAME;
  try {
    const file = decodeURIComponent(new URL(address).pathname.split('/').pop() ?? '');
    const stem = file
      .replace(/\.[^.]*$/, '')
      .replace(/[^\p{L}\p{N} _.-]+/gu, ' ')
      .trim()
      .slice(0, 60);
    if ([...stem].length >= LIMITS.mediaName.min) base = stem;
  } catch {
    // A malformed escape in the path: the fallback name will do.
  }
  for (let n = 1; n <= 50; n += 1) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!(await repo.nameTaken(db, accountId, name))) return name;
  }
  throw new AppError(ERRORS.media.nameUsed, { name: base });
}

/**
 * Downloads the image a GS1 file names and keeps it in the media library (docs/decisions/0003):
 * at most the upload limit, type read from the content as for an upload, public addresses only.
 * Outside any transaction while it downloads; the media and its action-log entry are written
 * together afterwards.
 */
export async function importRemoteImage(ctx: SessionCallContext, address: string): Promise<MediaRow> {
  // Like an upload: either right will do (the dispatcher checks "all of" a contract's rights).
  if (!holdsAny(ctx.session.rights, ['prod.create', 'prod.edit'])) throw new AppError(ERRORS.common.forbidden);
  const { remoteFetch } = ctx.services;
  let content: Buffer;
  try {
    content = await fetchRemote(address, {
      maxBytes: LIMITS.uploadBytes,
      maxRedirects: REMOTE_IMAGE_MAX_REDIRECTS,
      timeoutMs: remoteFetch.timeoutMs ?? REMOTE_IMAGE_TIMEOUT_MS,
      allowLoopback: remoteFetch.allowLoopback === true,
    });
  } catch (error) {
    if (!(error instanceof RemoteFetchError)) throw error;
    if (error.reason === 'tooLarge') throw new AppError(ERRORS.media.tooLarge);
    // An address refused before anything was fetched is the user's input (400); the image
    // server failing (status, redirects, timeout, network) is a bad gateway (502).
    if (error.reason === 'address' || error.reason === 'protocol')
      throw new AppError(ERRORS.media.addressRefused, { reason: error.reason });
    throw new AppError(ERRORS.media.importFailed, { reason: error.reason });
  }
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const saved = await uploadMedia(db, ctx.session.accountId, {
      name: await freeName(db, ctx.session.accountId, address),
      tag: 'gs1',
      content,
    });
    await ctx.services.actionLog.record(db, {
      method: 'productModel.importGs1Image',
      session: ctx.session,
      ip: ctx.ip,
      input: { url: address.slice(0, 2000), size: content.length },
      audits: [{ targetId: saved.id, after: saved }],
    });
    return saved;
  });
}
