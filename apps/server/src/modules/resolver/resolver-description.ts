import { GS1_VOC } from './linkset';

/** Where a GS1-conformant resolver describes itself (GS1-Conformant Resolver standard, section 3). */
export const RESOLVER_DESCRIPTION_PATH = '/.well-known/gs1resolver';

/**
 * The description of this server as a resolver: the one primary key it answers (the GTIN), the GS1
 * link types, and that a link without `linkType` never answers the linkset by default (it is
 * asked for with `Accept: application/linkset+json` or `?linkType=all`).
 */
export function resolverDescription(origin: string) {
  return {
    name: 'Seal Console',
    resolverRoot: origin,
    supportedPrimaryKeys: ['01'],
    supportedLinkType: [{ namespace: GS1_VOC, prefix: 'gs1:' }],
    linkTypeDefaultCanBeLinkset: false,
    jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
  };
}
