import { z } from 'zod';

/**
 * The one list contract of the console: every paged method takes `{ page, size, search, sort,
 * filters }` and answers `{ rows, total }`, so one ResourceTable (synced to the URL) renders them all.
 *
 * - `page` starts at 1; `size` is capped so a caller cannot ask for a whole table at once.
 * - `search` is free text matched by each method on the columns it documents; blank means none.
 * - `sort.field` is one of the names the method declares (an enum, never a raw column name).
 * - `filters` are named by the method; unknown names are refused by its schema.
 */
export const LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
export const LIST_DEFAULT_SIZE = 20;
export const LIST_MAX_SIZE = 100;
export const LIST_SEARCH_MAX = 100;

export const zSortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof zSortOrder>;

const zSearch = z
  .string()
  .trim()
  .max(LIST_SEARCH_MAX)
  .nullish()
  .transform((value) => (value ? value : undefined));

/** A filter value as it travels in a URL: one value, several values, or nothing. */
export const zFilterValue = z.union([
  z.string().max(200),
  z.array(z.string().max(200)).max(100),
  z.number(),
  z.boolean(),
  z.null(),
]);

/**
 * The generic list input. Areas narrow it with `listInput({ sort, filters })` so the sort fields
 * and the filters of each list are typed and validated.
 */
export const zListInput = z.object({
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(LIST_MAX_SIZE).default(LIST_DEFAULT_SIZE),
  search: zSearch,
  sort: z.object({ field: z.string().min(1).max(64), order: zSortOrder }).optional(),
  filters: z.record(z.string(), zFilterValue).default({}),
});

export type ListInput = z.input<typeof zListInput>;
export type ParsedListInput = z.output<typeof zListInput>;

/** The answer of every list method: one page of rows and the count of all matching rows. */
export interface ListResult<T> {
  rows: T[];
  total: number;
}

/**
 * A list input with the sort fields and filters of one list. Every filter field must be
 * optional (a list without filters shows everything); `filters` itself may be omitted, and an
 * unknown filter name is refused rather than ignored.
 */
export function listInput<const S extends readonly [string, ...string[]], Shape extends z.ZodRawShape>(options: {
  sort: S;
  filters: z.ZodObject<Shape>;
}) {
  const filters = z.strictObject(options.filters.shape);
  return zListInput.extend({
    sort: z.object({ field: z.enum(options.sort), order: zSortOrder }).optional(),
    // Every filter is optional, so an empty object is a valid value; the cast is for the generic.
    filters: filters.default(() => ({}) as never),
  });
}

/** Row offset of a page (page 1 starts at 0). */
export const listOffset = (input: { page: number; size: number }) => (input.page - 1) * input.size;
