import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Libxml2Module from 'libxml2-wasm';
import type { ParseOption as ParseOptionType, XmlDocument as XmlDocumentType, XsdValidator } from 'libxml2-wasm';

type Libxml2 = typeof Libxml2Module;

/**
 * The XSD of activation batches: beside this file in the sources, copied beside dist/main.js by
 * the build. Also served to users (GET /api/xml-import/schema) and printed in docs/xml-activation.md.
 */
export function batchSchemaPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = path.join(here, 'activation-batch.xsd');
  return existsSync(beside) ? beside : path.join(here, '..', 'activation-batch.xsd');
}

export const readBatchSchema = () => readFileSync(batchSchemaPath(), 'utf8');

/**
 * How every XML of this module is parsed: no entity substitution (XML_PARSE_NOENT is not set),
 * no external DTD or entity loaded (XML_PARSE_NO_XXE), no network (XML_PARSE_NONET), no XInclude,
 * and libxml2's default limits kept (XML_PARSE_HUGE is not set: entity amplification, depth and
 * text sizes stay bounded). No input provider is registered, so libxml2 can open no file anyway.
 */
export const safeParseOptions = (lib: Libxml2) => ({
  option: (lib.ParseOption.XML_PARSE_NONET | lib.ParseOption.XML_PARSE_NO_XXE) as ParseOptionType,
});

export interface BatchValidator {
  lib: Libxml2;
  validator: XsdValidator;
  parse(bytes: Uint8Array): XmlDocumentType;
}

let loading: Promise<BatchValidator> | undefined;

/**
 * The compiled schema, made on the first upload: the WebAssembly libxml2 (about 1 MB) is not
 * loaded at start-up, and the validator is immutable, so one serves every request.
 */
export function batchValidator(): Promise<BatchValidator> {
  loading ??= (async () => {
    const lib = await import('libxml2-wasm');
    const options = safeParseOptions(lib);
    const schema = lib.XmlDocument.fromString(readBatchSchema(), options);
    const validator = lib.XsdValidator.fromDoc(schema);
    return { lib, validator, parse: (bytes) => lib.XmlDocument.fromBuffer(bytes, options) };
  })();
  return loading;
}
