import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { methodKey } from '@seal/shared';
import { createRegistry } from '../rpc/methods';
import { contractPaths } from './contract-paths';
import { inputSchema } from './input-schemas';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedSrc = path.resolve(here, '../../../../packages/shared/src');
const tsconfig = path.resolve(sharedSrc, '../tsconfig.json');
export const SCHEMAS_FILE = path.join(here, 'method-schemas.json');

type Schema = Record<string, unknown>;
export interface GeneratedSchemas {
  inputs: Record<string, Schema>;
  outputs: Record<string, Schema>;
  schemas: Record<string, Schema>;
}

/**
 * JSON Schemas of every registered method's input (zod's, its input side) and output, worked out by the TypeScript checker from the
 * type its contract carries (docs/decisions/0028-openapi.md). `methods` maps `model.name` to its
 * schema; `schemas` holds the named types (interfaces and aliases of the shared package) they
 * refer to as `#/components/schemas/<name>`.
 */
export function generateMethodSchemas(): GeneratedSchemas {
  const paths = contractPaths();
  const methods = createRegistry()
    .all()
    .map(({ contract }) => {
      const exported = paths.get(contract);
      if (!exported) throw new Error(`${methodKey(contract)}: its contract is not exported by @seal/shared`);
      return { key: methodKey(contract), exported, contract };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-outputs-'));
  try {
    const queries = path.join(dir, 'queries.ts');
    fs.writeFileSync(
      queries,
      [
        `import type * as C from ${JSON.stringify(path.join(sharedSrc, 'index'))};`,
        `import type { OutputOf } from ${JSON.stringify(path.join(sharedSrc, 'contract/define'))};`,
        ...methods.map(({ exported }, index) => `export type O${index} = OutputOf<typeof C.${exported}>;`),
      ].join('\n'),
    );
    const parsed = ts.getParsedCommandLineOfConfigFile(
      tsconfig,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    const program = ts.createProgram([queries], { ...parsed?.options, noEmit: true });
    const source = program.getSourceFile(queries);
    if (!source) throw new Error('The output type queries were not read');
    const converter = new Converter(program.getTypeChecker());
    const aliases = source.statements.filter(ts.isTypeAliasDeclaration);
    const outputs = Object.fromEntries(
      methods.map(({ key }, index) => [key, converter.top(converter.checker.getTypeAtLocation(aliases[index]!.name))]),
    );
    const schemas = converter.components();
    const inputs = Object.fromEntries(
      methods.map(({ key, contract }) => [key, inputSchema(contract.input, key, schemas)]),
    );
    return {
      inputs,
      outputs,
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const PRIMITIVE =
  ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.BigIntLike;

const isShared = (declaration: ts.Declaration) =>
  path.resolve(declaration.getSourceFile().fileName).startsWith(sharedSrc + path.sep);

/** From a checked type to its JSON Schema; the shared package's named types become components. */
class Converter {
  readonly #named = new Map<ts.Type, string>();
  readonly #schemas = new Map<string, Schema>();
  readonly #names = new Set<string>();
  readonly #visiting = new Set<ts.Type>();

  constructor(readonly checker: ts.TypeChecker) {}

  components(): Record<string, Schema> {
    return Object.fromEntries([...this.#schemas].sort(([a], [b]) => a.localeCompare(b)));
  }

  /** A method's answer: `data` is null when the handler answers nothing. */
  top(type: ts.Type): Schema {
    if (type.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) return { type: 'null' };
    return this.convert(type);
  }

  convert(type: ts.Type): Schema {
    const name = this.#nameOf(type);
    if (name) return { $ref: `#/components/schemas/${name}` };
    return this.#structure(type);
  }

  /** The component name of a named type of the shared package (not generic), registered on first sight. */
  #nameOf(type: ts.Type): string | undefined {
    const known = this.#named.get(type);
    if (known) return known;
    const symbol =
      type.aliasSymbol && !type.aliasTypeArguments?.length
        ? type.aliasSymbol
        : type.flags & ts.TypeFlags.Object &&
            (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Interface &&
            !(type as ts.InterfaceType).typeParameters?.length
          ? type.symbol
          : undefined;
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration || !isShared(declaration)) return undefined;
    let name = symbol.name;
    for (let n = 2; this.#names.has(name); n++) name = `${symbol.name}_${n}`;
    this.#names.add(name);
    this.#named.set(type, name);
    const schema = this.#structure(type);
    const description = ts.displayPartsToString(symbol.getDocumentationComment(this.checker)).trim();
    this.#schemas.set(name, description && !schema.description ? { description, ...schema } : schema);
    return name;
  }

  #structure(type: ts.Type): Schema {
    const { flags } = type;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', const: (type as ts.StringLiteralType).value };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', const: (type as ts.NumberLiteralType).value };
    if (flags & ts.TypeFlags.BooleanLiteral)
      return { type: 'boolean', const: this.checker.typeToString(type) === 'true' };
    if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping))
      return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & (ts.TypeFlags.BigInt | ts.TypeFlags.BigIntLiteral)) return { type: 'string' };
    if (flags & ts.TypeFlags.EnumLike && type.isUnion()) return this.#union(type.types);
    if (type.isUnion()) return this.#union(type.types);
    // A branded primitive (`string & { brand }`) is its primitive.
    const primitive = type.isIntersection() ? type.types.find((part) => part.flags & PRIMITIVE) : undefined;
    if (primitive) return this.#structure(primitive);
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.#object(type);
    return {};
  }

  #union(members: readonly ts.Type[]): Schema {
    const kept = members.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    // TypeScript's boolean is true | false.
    const booleans = kept.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const rest = booleans.length === 2 ? kept.filter((member) => !booleans.includes(member)) : kept;
    const schemas = [
      ...(booleans.length === 2 ? [{ type: 'boolean' }] : []),
      ...rest.map((member) => this.convert(member)),
    ];
    if (schemas.length === 1) return schemas[0]!;
    const literals = schemas.filter((schema) => 'const' in schema && schema.type !== 'boolean');
    const others = schemas.filter((schema) => !literals.includes(schema));
    const grouped: Schema[] = [...others];
    for (const kind of ['string', 'number']) {
      const values = literals.filter((schema) => schema.type === kind).map((schema) => schema.const);
      if (values.length) grouped.unshift({ type: kind, enum: values });
    }
    return grouped.length === 1 ? grouped[0]! : { anyOf: grouped };
  }

  #object(type: ts.Type): Schema {
    const { checker } = this;
    if (checker.isArrayType(type))
      return { type: 'array', items: this.convert(checker.getTypeArguments(type as ts.TypeReference)[0]!) };
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type as ts.TypeReference).map((item) => this.convert(item));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    if (type.symbol?.name === 'Date') return { type: 'string', format: 'date-time' };
    if (type.getCallSignatures().length) return {};
    if (this.#visiting.has(type)) return { type: 'object' };
    this.#visiting.add(type);
    try {
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const property of checker.getPropertiesOfType(type)) {
        const propertyType = checker.getTypeOfSymbol(property);
        if (propertyType.getCallSignatures().length && !(propertyType.flags & ts.TypeFlags.Union)) continue;
        const schema = this.convert(propertyType);
        const description = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
        properties[property.name] = description
          ? schema.$ref
            ? { allOf: [schema], description }
            : { ...schema, description }
          : schema;
        const optional = property.flags & ts.SymbolFlags.Optional;
        if (!optional) required.push(property.name);
      }
      const index = checker.getIndexInfosOfType(type)[0];
      return {
        type: 'object',
        ...(Object.keys(properties).length ? { properties } : {}),
        ...(required.length ? { required } : {}),
        ...(index ? { additionalProperties: this.convert(index.type) } : {}),
      };
    } finally {
      this.#visiting.delete(type);
    }
  }
}

/** The file's text: a schema a line, so that a change of one output type is a change of its lines. */
export function methodSchemasText(generated: GeneratedSchemas = generateMethodSchemas()): string {
  const block = (entries: Record<string, Schema>) =>
    Object.entries(entries)
      .map(([key, schema]) => `    ${JSON.stringify(key)}: ${JSON.stringify(schema)}`)
      .join(',\n');
  const part = (name: keyof GeneratedSchemas) => `  ${JSON.stringify(name)}: {\n${block(generated[name])}\n  }`;
  return `{\n${(['inputs', 'outputs', 'schemas'] as const).map(part).join(',\n')}\n}\n`;
}

export function writeMethodSchemas() {
  fs.writeFileSync(SCHEMAS_FILE, methodSchemasText());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  writeMethodSchemas();
  console.log(`${path.relative(process.cwd(), SCHEMAS_FILE)} written in ${Math.round(performance.now() - started)} ms`);
}
