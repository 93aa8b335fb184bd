import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XML_IMPORT_UPLOAD_URL, type XmlImport } from '@seal/shared/contract/xml-import';
import { request } from '../../../api/http';
import { xmlImportKeys } from './keys';

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

/** The page shows a refused file beside the drop zone, with its details (no toast); the list gains the import. */
export function useUploadXmlImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadXmlImport,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: xmlImportKeys.lists }),
  });
}
