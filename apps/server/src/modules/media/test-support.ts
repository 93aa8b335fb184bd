import type { TestApp } from '../../../test/app';
import { multipart, PNG, type FilePart } from '../../../test/multipart';

/**
 * A file sent to the media library as the console's upload form sends it (POST /api/media, the
 * 1 x 1 PNG unless told; no cookie: anonymous): answers the response, `{ code: 0, data: MediaRow }`
 * once stored.
 */
export function uploadMedia(
  t: TestApp,
  cookie: string | undefined,
  fields: Record<string, string> = {},
  file: FilePart = { filename: 'image.png', content: PNG, type: 'image/png' },
) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}
