import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERRORS } from '@seal/shared';
import type { Db } from '../../db/client';
import { media, themes, themeSections } from '../../db/schema';
import { sendError } from '../../rpc/errors';

/**
 * A picture of a theme for the public page (public-theme.ts `themeMediaUrl`): a file of the
 * theme's account that one of its pages shows, and nothing else of the media library.
 */
async function findThemeImage(db: Db, themeId: string, mediaId: string) {
  const [row] = await db
    .select({ contentType: media.contentType, content: media.content, updatedAt: media.updatedAt })
    .from(themes)
    .innerJoin(media, and(eq(media.id, mediaId), eq(media.accountId, themes.accountId)))
    .where(
      and(
        eq(themes.id, themeId),
        eq(themes.legacy, false),
        sql`exists (select 1 from ${themeSections} s where s.theme_id = ${themes.id} and strpos(s.content, ${mediaId}) > 0)`,
      ),
    );
  return row;
}

export async function themeMediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Params: { themeId: string; mediaId: string } }>(
    '/api/public/theme-media/:themeId/:mediaId',
    async (request, reply) => {
      const ids = z.object({ themeId: z.uuid(), mediaId: z.uuid() }).safeParse(request.params);
      const image = ids.success
        ? await findThemeImage(db, ids.data.themeId, ids.data.mediaId.toLowerCase())
        : undefined;
      if (!image) return sendError(reply, ERRORS.common.notFound);
      return reply
        .headers({
          'content-type': image.contentType,
          'content-length': String(image.content.length),
          'x-content-type-options': 'nosniff',
          // An SVG opened on its own is a document: no script, no fetch, a sandboxed origin.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'cross-origin-resource-policy': 'same-origin',
          // Public, and the same for everyone; short, so a picture taken off a theme soon stops showing.
          'cache-control': 'public, max-age=600',
        })
        .send(image.content);
    },
  );
}
