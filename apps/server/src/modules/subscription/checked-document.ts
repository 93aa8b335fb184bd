import { AppError, ERRORS } from '@seal/shared';
import { MEDIA_CONTENT_TYPES } from '@seal/shared/contract/media';
import { detectImageType } from '../media/image-type';

/** What a trademark certificate or a usage authorization may be: a PDF, or a scan as PNG or JPEG. */
export type DocumentType = 'pdf' | 'png' | 'jpeg';

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * The type of an uploaded document read from its content, never from its name or the type the
 * browser sent: a PDF starts with `%PDF-`, a picture is a PNG or a JPEG (an SVG is a document
 * that can hold a script, an icon is no scan). Anything else is subscription.invalidFile.
 */
export function checkedDocument(file: string, content: Buffer): { type: DocumentType; contentType: string } {
  if (content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return { type: 'pdf', contentType: 'application/pdf' };
  const image = detectImageType(content);
  if (image === 'png' || image === 'jpeg') return { type: image, contentType: MEDIA_CONTENT_TYPES[image] };
  throw new AppError(ERRORS.subscription.invalidFile, { file });
}
