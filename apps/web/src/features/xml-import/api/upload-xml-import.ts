import { useMutation } from '@tanstack/react-query';
import { XML_IMPORT_UPLOAD_URL, type XmlImport } from '@seal/shared/contract/xml-import';
import { request } from '../../../api/http';

/**
 * POST /api/xml-import (multipart, one part `file`): the server validates the file against the
 * schema, verifies each range and answers the stored import; a refused file is an AppError
 * (xmlImport.schema with params.errors, tooManyRanges, noValidRange with params.ranges, missingFile).
 */
export function uploadXmlImport(file: File): Promise<XmlImport> {
  const body = new FormData();
  body.append('file', file);
  return request<XmlImport>('POST', XML_IMPORT_UPLOAD_URL, body);
}

/** The page shows a refused file beside the drop zone, with its details (no toast). */
export const useUploadXmlImport = () => useMutation({ mutationFn: uploadXmlImport, meta: { errorDisplay: 'inline' } });
