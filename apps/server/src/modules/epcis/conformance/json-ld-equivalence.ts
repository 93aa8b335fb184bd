import { isDeepStrictEqual } from 'node:util';

type Json = Record<string, unknown>;

/** The prefixes a @context binds (its object entries whose value is an IRI), in the order given. */
function prefixesOf(context: unknown): Map<string, string> {
  const prefixes = new Map<string, string>();
  for (const entry of ([] as unknown[]).concat(context ?? []))
    if (entry && typeof entry === 'object')
      for (const [prefix, iri] of Object.entries(entry as Json))
        if (typeof iri === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(iri)) prefixes.set(prefix, iri);
  return prefixes;
}

/** Keys written `prefix:term` with a bound prefix, expanded to the term's IRI, at any depth. */
function expanded(value: unknown, prefixes: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => expanded(item, prefixes));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, inner]) => {
      const colon = key.indexOf(':');
      const iri = colon > 0 ? prefixes.get(key.slice(0, colon)) : undefined;
      return [iri ? `${iri}${key.slice(colon + 1)}` : key, expanded(inner, prefixes)];
    }),
  );
}

/**
 * The fields in which an event read back differs from the event sent, JSON-LD equivalence allowed:
 * extension terms compared by their namespace (whatever prefix binds it), the read-back's @context
 * holding every context of the sent one, and what the repository adds (recordTime, and an eventID
 * when the event came without one). Empty when they are equivalent.
 */
export function differingFields(sent: Json, sentContext: unknown, read: Json): string[] {
  const differences: string[] = [];
  const sentContexts = ([] as unknown[]).concat(sentContext ?? [], sent['@context'] ?? []);
  const readContexts = ([] as unknown[]).concat(read['@context'] ?? []);
  for (const context of sentContexts)
    if (!readContexts.some((each) => isDeepStrictEqual(each, context))) differences.push('@context');
  const left = expanded(sent, prefixesOf(sentContexts)) as Json;
  const right = expanded(read, prefixesOf(readContexts)) as Json;
  const ignored = new Set(['@context', 'recordTime', ...(sent.eventID === undefined ? ['eventID'] : [])]);
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)]))
    if (!ignored.has(key) && !isDeepStrictEqual(left[key], right[key])) differences.push(key);
  return differences;
}
