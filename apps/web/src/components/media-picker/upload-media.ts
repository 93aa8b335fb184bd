import type { media } from '@seal/shared';
import { request } from '../../api/http';

export interface UploadMediaInput {
  file: File;
  /** Without a name, the server names the media after the file (less its extension). */
  name?: string;
  tag?: string | null;
}

/**
 * POST /api/media (multipart: file, name, tag). The server reads the type from the content and
 * answers the new row; a refusal (media.invalidImage, media.nameUsed, media.tooLarge) is an AppError.
 */
export function uploadMedia({ file, name, tag }: UploadMediaInput): Promise<media.MediaRow> {
  const body = new FormData();
  if (name?.trim()) body.append('name', name.trim());
  if (tag?.trim()) body.append('tag', tag.trim());
  body.append('file', file);
  return request<media.MediaRow>('POST', '/api/media', body);
}
