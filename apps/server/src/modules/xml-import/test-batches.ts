/** A range of a test batch; exactly one of productId, sku, gtin is expected by the schema. */
export interface XmlRange {
  first: string;
  last: string;
  productId?: string;
  sku?: string;
  gtin?: string;
  dynamicData?: Record<string, string>;
  targetCountry?: string;
  deliveryDate?: string;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const element = (name: string, value: string | undefined) =>
  value === undefined ? '' : `<${name}>${escape(value)}</${name}>`;

/** An activation batch file (docs/xml-activation.md) naming `ranges`, one per line. */
export function batchXml(ranges: readonly XmlRange[]): string {
  const lines = ranges.map((range) => {
    const data = range.dynamicData
      ? `<dynamicData>${Object.entries(range.dynamicData)
          .map(([label, value]) => `<value label="${escape(label)}">${escape(value)}</value>`)
          .join('')}</dynamicData>`
      : '';
    return `  <range>${element('first', range.first)}${element('last', range.last)}${element('productId', range.productId)}${element('sku', range.sku)}${element('gtin', range.gtin)}${data}${element('targetCountry', range.targetCountry)}${element('deliveryDate', range.deliveryDate)}</range>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<activationBatch version="1">\n${lines.join('\n')}\n</activationBatch>\n`;
}
