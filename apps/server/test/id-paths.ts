import type { z } from 'zod';

/** One step of a path: an object key, or `[]` for every element of an array. */
export type PathStep = string | '[]';

interface Def {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The paths of every id (UUID) field of an input schema, found by walking the schema itself: a new
 * method or a new id field is covered without anyone listing it.
 */
export function idPaths(schema: z.ZodType, prefix: PathStep[] = []): PathStep[][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return def.format === 'uuid' ? [prefix] : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => idPaths(inner, [...prefix, key]));
    case 'array':
      return idPaths(def.element!, [...prefix, '[]']);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return idPaths(def.innerType!, prefix);
    case 'pipe':
      return dedupe([...idPaths(def.in!, prefix), ...idPaths(def.out!, prefix)]);
    case 'intersection':
      return dedupe([...idPaths(def.left!, prefix), ...idPaths(def.right!, prefix)]);
    case 'union':
      return dedupe((def.options ?? []).flatMap((option) => idPaths(option, prefix)));
    default:
      return [];
  }
}

const dedupe = (paths: PathStep[][]) => [...new Map(paths.map((path) => [path.join('.'), path])).values()];

/** The concrete places of `path` in a value: `userIds.[]` becomes `userIds.0`, `userIds.1`... */
export function expand(
  value: unknown,
  path: readonly PathStep[],
  done: (string | number)[] = [],
): (string | number)[][] {
  if (path.length === 0) return value === undefined || value === null ? [] : [done];
  const [step, ...rest] = path;
  if (step === '[]') {
    return Array.isArray(value) ? value.flatMap((item, index) => expand(item, rest, [...done, index])) : [];
  }
  if (!value || typeof value !== 'object') return [];
  return expand((value as Record<string, unknown>)[step!], rest, [...done, step!]);
}

export function getAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((current, step) => (current as Record<string | number, unknown>)[step], value);
}

/** A deep copy of `value` with `replacement` at `path`. */
export function setAt<T>(value: T, path: readonly (string | number)[], replacement: unknown): T {
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = replacement;
  return copy;
}
