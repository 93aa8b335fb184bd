import type { XmlRangeProblem } from '@seal/shared/contract/xml-import';

/** A catalogue error as a range's (or a run's) problem, with the params its message needs. */
export const problemOf = (error: { code: number; key: string }, params?: Record<string, unknown>): XmlRangeProblem => ({
  code: error.code,
  key: error.key,
  ...(params && Object.keys(params).length > 0 ? { params } : {}),
});
