import { ERRORS, type CatalogueError, type MethodContract } from '@seal/shared';
import { PERSON_ONLY_METHODS } from '../modules/api-tokens/person-only';

type Domain = keyof typeof ERRORS;

/**
 * The catalogue's domains each area's methods may answer, beside the common ones. An area is the
 * contract's namespace in `@seal/shared` (`activation`, `certicask`...): the catalogue groups its
 * errors by the same areas, so a method is given its area's domains, and those its handlers reach
 * into (an activation checks seal states and reels). A test checks every area has its entry.
 */
export const AREA_ERRORS: Record<string, readonly Domain[]> = {
  activation: ['activation', 'cancellation', 'sealState', 'reel'],
  alerts: ['alert'],
  anomalies: [],
  apiTokens: ['apiToken', 'traceability', 'organisation'],
  auth: ['auth'],
  brand: ['media'],
  certicask: ['certicask', 'trade'],
  dashboard: [],
  drafts: [],
  epcis: ['traceability'],
  help: ['help'],
  loyalty: [],
  mail: [],
  media: ['media'],
  notifications: [],
  organisation: ['organisation'],
  products: ['product'],
  qrCreator: ['qrCreator'],
  qrnutri: ['qrnutri'],
  reels: ['reel', 'reelSplit', 'reelTransfer', 'sealState'],
  resolver: ['resolver'],
  sealHistory: ['sealState'],
  statistics: [],
  system: [],
  themes: ['theme'],
  traceContainers: ['containerModel', 'containerLookup', 'traceability'],
  traceEvents: ['traceability'],
  trade: ['trade', 'subscription'],
  webhooks: ['webhook'],
  wine: ['wine'],
  xmlImport: ['xmlImport'],
};

/** What any call may answer, whatever the method. */
const ALWAYS: readonly CatalogueError[] = [
  ERRORS.common.validation,
  ERRORS.common.tooComplex,
  ERRORS.common.tooLarge,
  ERRORS.common.crossOrigin,
  ERRORS.common.throttled,
  ERRORS.common.internal,
  ERRORS.common.unavailable,
];

const personOnly = new Set<MethodContract>(PERSON_ONLY_METHODS);

/** The catalogue errors a method may answer: the common ones its access allows, then its area's. */
export function methodErrors(contract: MethodContract, area: string): CatalogueError[] {
  const domains = AREA_ERRORS[area];
  if (!domains) throw new Error(`No catalogue domains for the area ${area} (AREA_ERRORS)`);
  const access = contract.access === 'session' ? [ERRORS.common.sessionRequired, ERRORS.common.forbidden] : [];
  const lookups = contract.access === 'public' ? [] : [ERRORS.common.notFound];
  const mail = area === 'auth' || area === 'mail' || area === 'activation' ? [ERRORS.common.mailFailed] : [];
  // What only a person calls refuses an API token.
  const person = personOnly.has(contract) ? [ERRORS.apiToken.personOnly] : [];
  return [
    ...ALWAYS,
    ...access,
    ...lookups,
    ...mail,
    ...person,
    ...domains.flatMap((domain) => Object.values(ERRORS[domain]) as CatalogueError[]),
  ].filter((error) => error.code !== 0 || error.status !== 200);
}
