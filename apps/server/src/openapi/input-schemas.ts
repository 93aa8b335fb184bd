import { z } from 'zod';

type Schema = Record<string, unknown>;

/** A method's input schema, its own definitions moved to the components (`<model>.<name>.<def>`). */
export function inputSchema(input: z.ZodType, key: string, components: Record<string, Schema>): Schema {
  const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Schema;
  delete schema.$schema;
  const defs = (schema.$defs ?? {}) as Record<string, Schema>;
  delete schema.$defs;
  const rename = (name: string) => `${key}.${name}`.replace(/[^A-Za-z0-9._-]/g, '_');
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/')
          ? `#/components/schemas/${rename(v.slice('#/$defs/'.length))}`
          : k === '$ref' && v === '#'
            ? `#/components/schemas/${rename('input')}`
            : rewrite(v),
      ]),
    );
  };
  for (const [name, def] of Object.entries(defs)) components[rename(name)] = rewrite(def) as Schema;
  const rewritten = rewrite(schema) as Schema;
  if (JSON.stringify(schema).includes('"$ref":"#"')) {
    components[rename('input')] = rewritten;
    return { $ref: `#/components/schemas/${rename('input')}` };
  }
  return rewritten;
}
