import { GS1_LINK_TYPES } from '@seal/shared/contract/resolver';
import type { Config } from '../../config';
import { GS1_VOC } from './linkset';

/** Where a GS1-conformant resolver describes itself (GS1-Conformant Resolver standard, section 3). */
export const RESOLVER_DESCRIPTION_PATH = '/.well-known/gs1resolver';

/** The link types a Digital Link of ours answers: the default link and those an item may carry. */
export const ACTIVE_LINK_TYPES = ['gs1:defaultLink', ...GS1_LINK_TYPES] as const;

/**
 * The description of this server as a resolver (docs/resolver-digital-link.md, "The resolver
 * description"): the one primary key it answers (the GTIN), the GS1 vocabulary and the link types
 * it serves, what it does with `linkType`, languages and AI combinations, who runs it and on
 * what terms (PUBLIC_URL, SUPPORT_EMAIL, SELLER_NAME, TERMS_URL).
 */
export function resolverDescription(config: Pick<Config, 'publicUrl' | 'supportEmail' | 'sellerBank' | 'termsUrl'>) {
  const root = config.publicUrl.replace(/\/+$/, '');
  return {
    name: 'Seal Console',
    resolverRoot: root,
    supportedPrimaryKeys: ['01'],
    supportedLinkType: [{ namespace: GS1_VOC, prefix: 'gs1:', profile: `${GS1_VOC}?show=linktypes` }],
    activeLinkTypes: [...ACTIVE_LINK_TYPES],
    // A link without linkType goes to one page; the linkset is asked for (linkType=all, Accept).
    linkTypeDefaultCanBeLinkset: false,
    linkTypeDefaultCanBeAll: true,
    // Links per language (hreflang), chosen by ?lang=, the cookie, then Accept-Language.
    supportsLanguageVariants: true,
    // No JSON-LD description of the identified item is offered.
    supportsSemanticInterpretation: false,
    // The grammar and the GTIN's qualifiers are checked, not the General Specifications' pairing rules.
    validatesAIcombinations: false,
    contact: {
      name: config.sellerBank.example ? 'Seal Console' : config.sellerBank.beneficiary,
      email: config.supportEmail ?? null,
      url: root,
    },
    terms: config.termsUrl ?? null,
    jsonLdContextLocation: 'https://ref.gs1.org/standards/resolver/linkset-context',
  };
}
