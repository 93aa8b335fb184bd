/** The part of GS1's digital-link.js (CommonJS, untyped) the resolver uses: digital-link.ts. */
declare module 'digital-link.js' {
  export interface DigitalLinkInput {
    domain: string;
    identifier: Record<string, string>;
    keyQualifiers?: Record<string, string>;
    keyQualifiersOrder?: string[];
    attributes?: Record<string, string>;
    sortKeyQualifiers?: boolean;
    linkType?: string;
  }

  export interface DigitalLinkInstance {
    getIdentifier(): Record<string, string>;
    getKeyQualifiers(): Record<string, string>;
    getKeyQualifiersOrder(): string[];
    getAttributes(): Record<string, string>;
    getLinkType(): string | null;
    toWebUriString(): string;
    isValid(): boolean;
    isCheckDigitValid(): boolean;
  }

  /** A CommonJS module: imported whole (its default export under Node's ESM). */
  const library: {
    DigitalLink(input: DigitalLinkInput | string): DigitalLinkInstance;
    Utils: {
      Rules: Record<'gtin' | 'cpv' | 'lot' | 'ser', string>;
      testRule(rule: string, value: string): boolean;
    };
  };
  export default library;
}
