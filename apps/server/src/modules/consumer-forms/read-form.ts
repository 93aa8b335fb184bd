import type { FastifyRequest } from 'fastify';
import { AppError, ERRORS, LIMITS, UNSAFE_CHARACTERS_KEY, type FieldIssue } from '@seal/shared';
import { unsafeStringPath } from '../../http/safe-strings';

/** The file field of the form; any other file is refused. */
export const IMAGE_FIELD = 'image';

/**
 * What the multipart parser lets through (@fastify/multipart, registered in the form's own scope):
 * one file of at most 1 MB and a dozen short fields. fieldSize (bytes) is over 4 bytes for each
 * character of the longest field the schema allows (the altcha payload), so a value the parser cut
 * is still over its field's maximum, and the schema refuses it naming that maximum.
 */
export const FORM_PARTS_LIMITS = {
  fileSize: LIMITS.uploadBytes,
  files: 1,
  fields: 12,
  fieldSize: 16 * 1024,
  parts: 13,
} as const;

const refuse = (fields: FieldIssue[]) => new AppError(ERRORS.common.validation, {}, fields);

/**
 * The text fields and the files of a multipart form: `fileFields` are the file parts accepted
 * (each at most once). A browser without a chosen file sends an empty part with no file name:
 * that is no file. Refused as common.validation: not multipart, a field sent twice or not text,
 * another file part, a string PostgreSQL cannot store; a file over the parser's fileSize
 * (LIMITS.uploadBytes) is media.tooLarge. The subscription form reads its parts with it too.
 */
export async function readMultipart<F extends string>(
  request: FastifyRequest,
  fileFields: readonly F[],
): Promise<{ fields: Record<string, string>; files: Partial<Record<F, Buffer>> }> {
  if (!request.isMultipart()) throw new AppError(ERRORS.common.validation);
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, Buffer>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        const name = part.fieldname as F;
        if (!fileFields.includes(name) || name in files)
          throw refuse([{ path: part.fieldname, key: 'validation.invalid' }]);
        if (content.length > 0 || part.filename !== '') files[name] = content;
        continue;
      }
      const { fieldname, value } = part;
      if (typeof value !== 'string' || fieldname in fields)
        throw refuse([{ path: fieldname, key: 'validation.invalid' }]);
      fields[fieldname] = value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ERRORS.media.tooLarge, { limit: LIMITS.uploadBytes });
    throw error;
  }
  const unsafe = unsafeStringPath(fields);
  if (unsafe) throw refuse([{ path: unsafe.join('.'), key: UNSAFE_CHARACTERS_KEY }]);
  return { fields, files };
}

/** The consumer form's parts: its text fields and the picture (`image`), if one was sent. */
export async function readFormParts(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; image: Buffer | null }> {
  const { fields, files } = await readMultipart(request, [IMAGE_FIELD]);
  return { fields, image: files[IMAGE_FIELD] ?? null };
}
