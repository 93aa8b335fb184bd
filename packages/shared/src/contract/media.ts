import { z } from 'zod';
import { LIMITS } from '../constants';
import { optionalField } from '../validation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * The media library (/files). Files are uploaded with POST /api/media (multipart/form-data:
 * `file`, `name`, `tag`; session with prod.create or prod.edit; answers { code: 0, data: MediaRow })
 * and served by GET /api/media/:id to sessions of the owning account holding prod.view (as findMedia). The type is read from the
 * content (magic bytes), never from the file name: PNG, JPEG, SVG (sanitised), ICO, under 1 MB.
 */
export const MEDIA_TYPES = ['png', 'jpeg', 'svg', 'ico'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_CONTENT_TYPES: Record<MediaType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};
export const MEDIA_MAX_BYTES = LIMITS.uploadBytes;
/** Where a media is served (GET /api/media/:id): for an <img>, a product thumbnail, a logo. */
export const mediaUrl = (mediaId: string) => `/api/media/${mediaId}`;
export const MEDIA_NAME_MAX = 100;
export const MEDIA_TAG_MAX = 45;

/** At least 3 characters (spec 001 section 5), unique in the account whatever the case. */
export const zMediaName = z
  .string()
  .trim()
  .min(LIMITS.mediaName.min)
  .max(MEDIA_NAME_MAX)
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: 'validation.invalid' });
export const zMediaTag = optionalField(z.string().trim().min(1).max(MEDIA_TAG_MAX));

export interface MediaRow {
  id: string;
  name: string;
  tag: string | null;
  type: MediaType;
  contentType: string;
  /** Bytes, after SVG sanitising. */
  size: number;
  /** GET /api/media/:id */
  url: string;
  createdAt: string;
  updatedAt: string;
}

export const MEDIA_SORT_FIELDS = ['name', 'size', 'type', 'createdAt'] as const;

/** `search` matches the name or the tag. */
export const findMedia = defineMethod<ListResult<MediaRow>>()({
  model: 'mediaModel',
  name: 'findMedia',
  access: 'session',
  rights: ['prod.view'],
  input: listInput({
    sort: MEDIA_SORT_FIELDS,
    filters: z.object({ type: z.enum(MEDIA_TYPES).optional(), tag: z.string().trim().max(MEDIA_TAG_MAX).optional() }),
  }),
});

/** The tags in use, for the tag filter and the tag picker. */
export const findMediaTags = defineMethod<string[]>()({
  model: 'mediaModel',
  name: 'findMediaTags',
  access: 'session',
  rights: ['prod.view'],
  input: z.object({}),
});

/** One media with its content as a data: URL (spec 001 section 7: "a data list; the first item's content is used"). */
export interface MediaContent {
  media_id: string;
  name: string;
  type: MediaType;
  contentType: string;
  size: number;
  url: string;
  content: string;
}

/** The spec's name and key. Answers a list of one item; an unknown or foreign id answers common.notFound. */
export const getMedia = defineMethod<MediaContent[]>()({
  model: 'mediaModel',
  name: 'getMedia',
  access: 'session',
  rights: ['prod.view'],
  input: z.object({ media_id: zId }),
});

export const renameMedia = defineMethod<MediaRow>()({
  model: 'mediaModel',
  name: 'renameMedia',
  access: 'session',
  rights: ['prod.edit'],
  mutates: true,
  input: z.object({ mediaId: zId, name: zMediaName }),
});

/** A blank tag removes it. */
export const tagMedia = defineMethod<MediaRow>()({
  model: 'mediaModel',
  name: 'tagMedia',
  access: 'session',
  rights: ['prod.edit'],
  mutates: true,
  input: z.object({ mediaId: zId, tag: zMediaTag }),
});

/**
 * Refused with media.inUse (params { products, brand, consumerForms, estates }) while a product
 * image, the brand logo, the picture of a consumer form (which goes with its form, after two years),
 * or a wine estate's emblem or picture.
 */
export const deleteMedia = defineMethod<{ deleted: true }>()({
  model: 'mediaModel',
  name: 'deleteMedia',
  access: 'session',
  rights: ['prod.edit'],
  mutates: true,
  input: z.object({ mediaId: zId }),
});
