import type { XmlElement, XmlTreeNode } from 'libxml2-wasm';
import { XML_IMPORT_LIMITS, type XmlImportRange } from '@seal/shared/contract/xml-import';
import { batchValidator } from './batch-schema';

/** One refusal of the validator: where it is in the file and libxml2's own words. */
export interface SchemaError {
  line: number;
  column: number;
  message: string;
}

/** A range as the file writes it, before anything is looked up. */
export type BatchRange = Pick<
  XmlImportRange,
  'position' | 'line' | 'first' | 'last' | 'productRef' | 'dynamicData' | 'targetCountry' | 'deliveryDate'
>;

export type BatchReading =
  | { kind: 'ranges'; ranges: BatchRange[] }
  | { kind: 'schema'; errors: SchemaError[] }
  /** More ranges than XML_IMPORT_LIMITS.ranges: counted, not read. */
  | { kind: 'tooMany'; count: number };

const DOCTYPE_REFUSED = 'A DOCTYPE is not allowed: an activation batch needs no DTD and no entity.';

/**
 * Parses the file without entities, DTDs or network (batch-schema.ts) and validates it against the
 * XSD. A document carrying a DOCTYPE is refused before validation whatever it declares: nothing in a
 * batch needs one, and refusing it leaves no room for entity tricks (billion laughs, external entities).
 */
export async function readActivationBatch(bytes: Uint8Array): Promise<BatchReading> {
  const { lib, validator, parse } = await batchValidator();
  let doc;
  try {
    doc = parse(bytes);
  } catch (error) {
    if (error instanceof lib.XmlError) return { kind: 'schema', errors: schemaErrors(error) };
    throw error;
  }
  try {
    if (doc.dtd) return { kind: 'schema', errors: [{ line: 1, column: 1, message: DOCTYPE_REFUSED }] };
    try {
      validator.validate(doc);
    } catch (error) {
      if (error instanceof lib.XmlError) return { kind: 'schema', errors: schemaErrors(error) };
      throw error;
    }
    let count = 0;
    for (const _ of elements(doc.root, lib.XmlElement)) count++;
    if (count > XML_IMPORT_LIMITS.ranges) return { kind: 'tooMany', count };
    return { kind: 'ranges', ranges: readRanges(doc.root, lib.XmlElement) };
  } finally {
    doc.dispose();
  }
}

function schemaErrors(error: { message: string; details?: { message: string; line?: number; col?: number }[] }) {
  const details = error.details?.length ? error.details : [{ message: error.message }];
  return details.slice(0, XML_IMPORT_LIMITS.schemaErrors).map((detail) => ({
    line: detail.line ?? 0,
    column: detail.col ?? 0,
    message: detail.message.trim(),
  }));
}

function* elements(parent: XmlElement, Element: typeof XmlElement): Generator<XmlElement> {
  for (let node: XmlTreeNode | null = parent.firstChild; node; node = node.next) {
    if (node instanceof Element) yield node;
  }
}

/** The ranges of a document the schema accepted, so every element is where the XSD puts it. */
function readRanges(root: XmlElement, Element: typeof XmlElement): BatchRange[] {
  const ranges: BatchRange[] = [];
  for (const range of elements(root, Element)) {
    const item: BatchRange = {
      position: ranges.length + 1,
      line: range.line,
      first: '',
      last: '',
      productRef: { by: 'productId', value: '' },
      dynamicData: {},
      targetCountry: null,
      deliveryDate: null,
    };
    for (const field of elements(range, Element)) {
      // xs:token values: the schema validated them with whitespace collapsed, so they are read so.
      const token = field.content.replace(/\s+/g, ' ').trim();
      switch (field.name) {
        case 'first':
          item.first = token;
          break;
        case 'last':
          item.last = token;
          break;
        case 'productId':
        case 'sku':
        case 'gtin':
          item.productRef = { by: field.name, value: token };
          break;
        case 'dynamicData':
          for (const value of elements(field, Element)) {
            const label = (value.attr('label')?.value ?? '').replace(/\s+/g, ' ').trim();
            item.dynamicData[label] = value.content;
          }
          break;
        case 'targetCountry':
          item.targetCountry = token;
          break;
        case 'deliveryDate':
          item.deliveryDate = token;
          break;
      }
    }
    ranges.push(item);
  }
  return ranges;
}
