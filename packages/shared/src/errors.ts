/**
 * The error catalogue of spec 001 section 8. Codes repeat across domains (114 is "suspect" in a
 * consultation and "title already used" for a product), so an error is identified by its key;
 * its code is what the envelope carries, and its key is the i18n message key (`errors.<key>`).
 */
export interface CatalogueError {
  readonly code: number;
  readonly key: string;
  /** HTTP status of the answer carrying it. */
  readonly status: number;
}

const e = (code: number, key: string, status = 400): CatalogueError => ({ code, key, status });

export const ERRORS = {
  common: {
    validation: e(400, 'common.validation'),
    sessionRequired: e(401, 'common.sessionRequired', 401),
    forbidden: e(403, 'common.forbidden', 403),
    /** A change sent by a page of another site (Origin check). */
    crossOrigin: e(403, 'common.crossOrigin', 403),
    notFound: e(404, 'common.notFound', 404),
    unknownMethod: e(404, 'common.unknownMethod', 404),
    tooLarge: e(413, 'common.tooLarge', 413),
    throttled: e(429, 'common.throttled', 429),
    internal: e(500, 'common.internal', 500),
    /** The database cannot be reached right now (a restart, a failover): the same call may be sent again shortly. */
    unavailable: e(503, 'common.unavailable', 503),
    missingFields: e(400, 'common.missingFields'),
    mailFailed: e(502, 'common.mailFailed', 502),
    mailRecipient: e(400, 'common.mailRecipient'),
    /** A JSON body nested deeper, or holding more values, than JSON_BODY_LIMITS (params.maxDepth, maxNodes). */
    tooComplex: e(400, 'common.tooComplex'),
  },
  auth: {
    network: e(1001, 'auth.network'),
    redirecting: e(1002, 'auth.redirecting'),
    invalidCredentials: e(1003, 'auth.invalidCredentials', 401),
    unauthorisedUser: e(1004, 'auth.unauthorisedUser', 403),
    wrongCurrentPassword: e(1005, 'auth.wrongCurrentPassword'),
    linkInvalid: e(1007, 'auth.linkInvalid'),
    linkUsed: e(1008, 'auth.linkUsed'),
  },
  consultation: {
    valid: e(0, 'consultation.valid', 200),
    blocked: e(30, 'consultation.blocked'),
    invalidReference: e(100, 'consultation.invalidReference'),
    missingReference: e(101, 'consultation.missingReference'),
    notActivated: e(102, 'consultation.notActivated'),
    invalidActor: e(103, 'consultation.invalidActor'),
    invalidProduct: e(104, 'consultation.invalidProduct'),
    temporarilyBlocked: e(105, 'consultation.temporarilyBlocked', 429),
    controlKeyNeeded: e(106, 'consultation.controlKeyNeeded'),
    invalidCcp: e(107, 'consultation.invalidCcp'),
    invalidCaptcha: e(108, 'consultation.invalidCaptcha'),
    invalidControlKey: e(109, 'consultation.invalidControlKey'),
    expired: e(110, 'consultation.expired'),
    invalidSession: e(111, 'consultation.invalidSession'),
    cancelled: e(113, 'consultation.cancelled'),
    suspect: e(114, 'consultation.suspect'),
    fraudulent: e(115, 'consultation.fraudulent'),
    stolen: e(116, 'consultation.stolen'),
    stolenHidden: e(117, 'consultation.stolenHidden'),
    unknown: e(-1, 'consultation.unknown'),
  },
  product: {
    titleUsed: e(114, 'product.titleUsed', 409),
    gtinUsed: e(117, 'product.gtinUsed', 409),
    skuUsed: e(118, 'product.skuUsed', 409),
    invalidProduct: e(106, 'product.invalidProduct'),
    inUse: e(119, 'product.inUse', 409),
    csvOnly: e(120, 'product.csvOnly'),
    partialImport: e(121, 'product.partialImport'),
    /** The product's write failed (the database refused it); nothing of it was saved. */
    updateFailed: e(122, 'product.updateFailed', 500),
    emptyValueList: e(123, 'product.emptyValueList'),
    labelExists: e(124, 'product.labelExists', 409),
    containerCycle: e(125, 'product.containerCycle', 409),
    importStarted: e(126, 'product.importStarted', 409),
    gs1Invalid: e(127, 'product.gs1Invalid'),
  },
  activation: {
    invalidSecurityCode: e(103, 'activation.invalidSecurityCode'),
    alreadyActivated: e(202, 'activation.alreadyActivated', 409),
    /** The code expired, was used, or was typed wrong too many times: a new one must be asked. */
    securityCodeExpired: e(104, 'activation.securityCodeExpired'),
    invalidReel: e(203, 'activation.invalidReel'),
    invalidReference: e(207, 'activation.invalidReference'),
    noRange: e(204, 'activation.noRange'),
    /** The range is valid but none of its seals can be activated (or cancelled) now. */
    rangeFailed: e(205, 'activation.rangeFailed', 409),
    /** The product of an activation cannot change once it has dynamic data (spec 000 section 4). */
    productHasDynamicData: e(206, 'activation.productHasDynamicData', 409),
    failed: e(300, 'activation.failed', 500),
    unknown: e(100, 'activation.unknown', 500),
  },
  cancellation: {
    notActivated: e(102, 'cancellation.notActivated'),
    alreadyCancelled: e(113, 'cancellation.alreadyCancelled', 409),
  },
  xmlImport: {
    overThreshold: e(800, 'xmlImport.overThreshold'),
    failed: e(801, 'xmlImport.failed', 500),
    schema: e(802, 'xmlImport.schema'),
    missingFile: e(803, 'xmlImport.missingFile'),
    tooManyRanges: e(804, 'xmlImport.tooManyRanges'),
    noValidRange: e(805, 'xmlImport.noValidRange'),
    noneActivated: e(806, 'xmlImport.noneActivated'),
    started: e(807, 'xmlImport.started', 409),
  },
  reel: {
    /** Archiving (like a transfer) needs at least one activated seal on the reel. */
    noActivation: e(410, 'reel.noActivation', 409),
    archived: e(411, 'reel.archived', 409),
  },
  sealState: {
    /** The state asked for cannot follow the seal's current one (e.g. unblocking a seal not blocked). */
    invalidTransition: e(420, 'sealState.invalidTransition', 409),
  },
  reelSplit: {
    failed: e(100, 'reelSplit.failed', 500),
    lastNotOnReel: e(101, 'reelSplit.lastNotOnReel'),
    invalidLast: e(103, 'reelSplit.invalidLast'),
    invalidReel: e(400, 'reelSplit.invalidReel'),
    reelUsed: e(401, 'reelSplit.reelUsed', 409),
    notSplit: e(402, 'reelSplit.notSplit'),
  },
  reelTransfer: {
    missing: e(400, 'reelTransfer.missing', 404),
    alreadyTransferred: e(401, 'reelTransfer.alreadyTransferred', 409),
    notTransferred: e(402, 'reelTransfer.notTransferred'),
  },
  containerModel: {
    generic: e(100, 'containerModel.generic'),
    invalidFields: e(103, 'containerModel.invalidFields'),
    unknownActor: e(110, 'containerModel.unknownActor'),
    eanExists: e(900, 'containerModel.eanExists', 409),
    notAdded: e(901, 'containerModel.notAdded'),
    inUse: e(902, 'containerModel.inUse', 409),
  },
  /** A container looked up by its code (private consultation, search; spec 001 section 8). */
  containerLookup: {
    /** Not a container code of any shape the console knows. */
    invalid: e(103, 'containerLookup.invalid'),
    /** A well-formed code no container of the account has. */
    unknown: e(116, 'containerLookup.unknown', 404),
  },
  /** Traceability events and packing (modules/trace-events, modules/trace-containers, docs/traceability.md). */
  traceability: {
    /** An event model with events cannot be modified: make a copy. */
    modelInUse: e(1801, 'traceability.modelInUse', 409),
    /** Nothing the declaration named is a seal of the scope (params.ignored). */
    noReference: e(1802, 'traceability.noReference'),
    /** The model takes one reference per event (params.count). */
    singleReference: e(1803, 'traceability.singleReference'),
    /** The model does not declare containers. */
    containersRefused: e(1804, 'traceability.containersRefused'),
    /** The model asks for the target site. */
    targetRequired: e(1805, 'traceability.targetRequired'),
    /** The site is not one the model applies to. */
    siteNotOfModel: e(1806, 'traceability.siteNotOfModel'),
    /** Packing would put the container outside its model's quantities (params.min, max, count). */
    quantity: e(1807, 'traceability.quantity'),
    /** A seal or a container is already in another container (params.input, params.code). */
    alreadyPacked: e(1808, 'traceability.alreadyPacked', 409),
    /** The container's model takes no seals, or no containers, or a child is not of a lower level (params.input). */
    wrongContent: e(1809, 'traceability.wrongContent'),
    /** An EPCIS document the EPCIS 2.0 JSON schema refuses (params.errors: the first ones, with their paths). */
    epcisInvalid: e(1810, 'traceability.epcisInvalid'),
    /** An EPCIS event the account cannot take (params.index, params.reason). */
    epcisRefused: e(1811, 'traceability.epcisRefused', 422),
    /** The account holds API_TOKENS_MAX live tokens. */
    tooManyTokens: e(1812, 'traceability.tooManyTokens', 409),
  },
  /** Quotations, orders, invoices and payments (modules/trade, docs/trade.md). */
  trade: {
    /** A line needs a product (params.line). */
    productRequired: e(1901, 'trade.productRequired'),
    /** The line's QR type encodes the product's GTIN, which it lacks (params.line). */
    gtinRequired: e(1902, 'trade.gtinRequired'),
    /** The article is not in the catalogue, or no longer sold (params.line). */
    unknownArticle: e(1903, 'trade.unknownArticle'),
    /** The company settings hold no delivery address. */
    deliveryAddressMissing: e(1904, 'trade.deliveryAddressMissing'),
    /** The quotation is not issued, or no longer valid, so it cannot be accepted or refused (params.status). */
    quotationNotOpen: e(1905, 'trade.quotationNotOpen', 409),
    /** An order's status cannot go from its current value to the one asked (params.field, from, to). */
    transitionRefused: e(1906, 'trade.transitionRefused', 409),
    /** The order's file is still being prepared (spec 001 "file not ready"). */
    fileNotReady: e(1907, 'trade.fileNotReady', 409),
    /** The file could not be produced or read (spec 001 "download error"). */
    downloadFailed: e(1908, 'trade.downloadFailed', 500),
    /** The payment was refused or cancelled (spec 001): the order is cancelled. */
    paymentRefused: e(1909, 'trade.paymentRefused', 409),
    /** The provider is not configured on this server. */
    paymentUnavailable: e(1910, 'trade.paymentUnavailable', 409),
    /** Nothing is due on the order, or it is already paid or cancelled. */
    nothingToPay: e(1911, 'trade.nothingToPay', 409),
    /** The payment provider could not be reached; nothing was charged. */
    paymentProviderFailed: e(1912, 'trade.paymentProviderFailed', 502),
    /** The order can no longer be cancelled by the brand (the seller started, or it is paid). */
    cannotCancel: e(1913, 'trade.cannotCancel', 409),
    /** The seller's catalogue already has an article of this code (params.code). */
    articleCodeUsed: e(1914, 'trade.articleCodeUsed', 409),
    /** Invoices 1920-1929. The order has nothing to invoice: free, unpriced, or already invoiced. */
    nothingToInvoice: e(1920, 'trade.nothingToInvoice', 409),
    /** The invoice already has its credit note, or the document is itself a credit note. */
    alreadyCredited: e(1921, 'trade.alreadyCredited', 409),
    /** A payment notification without the provider's valid signature (missing, wrong, altered or too old). */
    webhookSignature: e(1930, 'trade.webhookSignature'),
  },
  organisation: {
    maxSites: e(600, 'organisation.maxSites', 409),
    groupNameUsed: e(601, 'organisation.groupNameUsed', 409),
    groupHasUsers: e(602, 'organisation.groupHasUsers', 409),
    siteInUse: e(603, 'organisation.siteInUse', 409),
    cannotDeleteSelf: e(604, 'organisation.cannotDeleteSelf', 409),
    emailUsed: e(605, 'organisation.emailUsed', 409),
    entityNameUsed: e(606, 'organisation.entityNameUsed', 409),
    entityCreation: e(607, 'organisation.entityCreation', 500),
    emailImmutable: e(608, 'organisation.emailImmutable'),
    cannotDisableOwnEntity: e(609, 'organisation.cannotDisableOwnEntity', 409),
    entityDisabled: e(610, 'organisation.entityDisabled', 409),
    rightOutsideApplication: e(611, 'organisation.rightOutsideApplication'),
    rightsNotHeld: e(612, 'organisation.rightsNotHeld', 403),
    applicationNotEnabled: e(613, 'organisation.applicationNotEnabled', 409),
    siteParentCycle: e(614, 'organisation.siteParentCycle'),
    applicationInUse: e(615, 'organisation.applicationInUse', 409),
  },
  media: {
    invalidImage: e(700, 'media.invalidImage'),
    /** The image server failed: an error status, too many redirects, no answer in time (params.reason). */
    importFailed: e(701, 'media.importFailed', 502),
    nameUsed: e(702, 'media.nameUsed', 409),
    tooLarge: e(703, 'media.tooLarge', 413),
    inUse: e(704, 'media.inUse', 409),
    /** An address that is not fetched: not http(s), credentials in it, or not a public address (params.reason). */
    addressRefused: e(705, 'media.addressRefused'),
  },
  /** The consumer form of the public consultation (modules/consumer-forms). */
  consumerForm: {
    /** The proof of work (altcha) is missing, malformed, wrong or expired: solve a new one. */
    invalidCaptcha: e(1201, 'consumerForm.invalidCaptcha'),
    /** This solved challenge was already used for a form: solve a new one. */
    captchaUsed: e(1202, 'consumerForm.captchaUsed', 409),
    /** A consumer's picture is a photo: PNG or JPEG (an SVG or an icon is refused). */
    photoOnly: e(1203, 'consumerForm.photoOnly'),
  },
  /** Consultation alerts (modules/alerts, docs/alerts.md). */
  alert: {
    /** A product alert needs one of the account's products in the user's scope. */
    productRequired: e(1301, 'alert.productRequired'),
    /** A range alert needs its first and last references. */
    rangeRequired: e(1302, 'alert.rangeRequired'),
    /** A reference of the range is not one of the account's seals, or the last comes before the first. */
    invalidRange: e(1303, 'alert.invalidRange'),
    /** The range overlaps the range of another alert of the account. */
    rangeOverlap: e(1304, 'alert.rangeOverlap', 409),
    /** The product already has an alert. */
    productTaken: e(1305, 'alert.productTaken', 409),
    /** At least one To recipient. */
    toRequired: e(1306, 'alert.toRequired'),
    /** An address appears twice in one list. */
    duplicateRecipient: e(1307, 'alert.duplicateRecipient'),
    /** Only a failed mail can be sent again. */
    notFailed: e(1308, 'alert.notFailed', 409),
  },
  /** Themes of the product page (modules/themes, docs/themes.md). */
  theme: {
    /** Spec 001 section 5: a theme's title is unique in the account. */
    titleUsed: e(114, 'theme.titleUsed', 409),
    /** Spec 001 section 5: a theme of the old version cannot be edited; delete and recreate it. */
    legacyReadOnly: e(1601, 'theme.legacyReadOnly', 409),
    /** Products show it: params.products (titles), params.count. Confirm to detach them. */
    inUse: e(1602, 'theme.inUse', 409),
    /** A page of the editor sent to the expert methods, or the reverse. */
    wrongMode: e(1603, 'theme.wrongMode', 409),
    /** The theme has no page in its own language. */
    languageMissing: e(1604, 'theme.languageMissing'),
    /** A product's display template names no theme of the account. */
    unknownTheme: e(1605, 'theme.unknownTheme'),
  },
  /** The resolver (modules/resolver, docs/resolver.md). */
  resolver: {
    /** Spec 001 section 8: 114 is "title already used" in the resolver (a name per kind, in the account). */
    titleUsed: e(114, 'resolver.titleUsed', 409),
    /** A product is served by one menu: params.product, params.menu. */
    productTaken: e(1701, 'resolver.productTaken', 409),
    /** A GS1 Digital Link URI the grammar or the check digit refuses: params.reason, params.ai. */
    digitalLinkInvalid: e(1710, 'resolver.digitalLinkInvalid'),
    /** A GS1 Digital Link URI no product answers (or more than one account would). */
    digitalLinkUnknown: e(1711, 'resolver.digitalLinkUnknown', 404),
  },
  /** Webhooks (modules/webhooks). */
  webhook: {
    /** Not an HTTPS address, credentials in it, or a private, loopback or link-local address (params.reason). */
    unsafeUrl: e(1501, 'webhook.unsafeUrl'),
  },
  /** The nutritional QR code (modules/qrnutri, docs/qrnutri.md): the rules of a nutrition sheet. */
  qrnutri: {
    /** A number of the declaration below zero (the field is the issue's path). */
    negativeValue: e(1960, 'qrnutri.negativeValue'),
    /** Saturates above fat. */
    saturatesAboveFat: e(1961, 'qrnutri.saturatesAboveFat'),
    /** Sugars above carbohydrate. */
    sugarsAboveCarbohydrate: e(1962, 'qrnutri.sugarsAboveCarbohydrate'),
    /** More than 100 g of a nutrient in 100 g or 100 ml. */
    aboveHundred: e(1963, 'qrnutri.aboveHundred'),
    /** kJ and kcal that do not agree (1 kcal = 4.184 kJ). */
    energyMismatch: e(1964, 'qrnutri.energyMismatch'),
    /** A portion of zero or less. */
    portionInvalid: e(1965, 'qrnutri.portionInvalid'),
    /** No language written. */
    noLanguage: e(1966, 'qrnutri.noLanguage'),
    /** The default language is not one the sheet is written in. */
    defaultLanguageMissing: e(1967, 'qrnutri.defaultLanguageMissing'),
    /** A language without ingredients. */
    ingredientsMissing: e(1968, 'qrnutri.ingredientsMissing'),
    /** The product has a sheet already (one per product). */
    productTaken: e(1969, 'qrnutri.productTaken', 409),
    /** Spec 001 section 8 "nutritional QR connection failed with retry": the console could not reach the server. */
    connectionFailed: e(1970, 'qrnutri.connectionFailed', 503),
  },
  /** The QR creator (modules/qr-creator, docs/qr-creator.md). */
  qrCreator: {
    /** A set holds at most QR_SET_MAX_CODES codes: params.max, params.count. */
    tooManyCodes: e(1940, 'qrCreator.tooManyCodes'),
    /** A GS1 Digital Link or a GS1 DataMatrix needs a GTIN on the product: params.product. */
    gtinRequired: e(1941, 'qrCreator.gtinRequired'),
    /** The product has no product page URL to carry: params.product. */
    noProductPage: e(1942, 'qrCreator.noProductPage'),
    /** The ends of the range are not two seals of one reel of the account: params.first, params.last. */
    rangeInvalid: e(1943, 'qrCreator.rangeInvalid'),
    /** A GS1 DataMatrix carries GS1 element strings (GTIN, serial), never a page URL. */
    gs1NeedsDigitalLink: e(1944, 'qrCreator.gs1NeedsDigitalLink'),
    /** The text is too long for the symbology: params.symbology. */
    contentTooLong: e(1945, 'qrCreator.contentTooLong'),
    /** A code's index is past the set's last code: params.count. */
    noSuchCode: e(1946, 'qrCreator.noSuchCode', 404),
    /** The product has no published e-label for the `eLabel` link to carry: params.product. */
    noELabel: e(1947, 'qrCreator.noELabel'),
  },
  /** Self-registration (/subscription) and its pre-registrations (modules/subscription, docs/subscription.md). */
  subscription: {
    /** Spec 001 "subscription e-mail already used": a user's login or an open pre-registration's. */
    emailUsed: e(2001, 'subscription.emailUsed', 409),
    /** An upload that is not a PDF, PNG or JPEG by its content (params.file). */
    invalidFile: e(2002, 'subscription.invalidFile'),
    /** The operator's step does not fit the pre-registration's status (params.status). */
    wrongStatus: e(2003, 'subscription.wrongStatus', 409),
  },
  /** Help, news and the support contact (modules/help). */
  help: {
    /** No news item with this address. */
    newsNotFound: e(2020, 'help.newsNotFound', 404),
    /** The server has no SUPPORT_EMAIL: messages to the support cannot be delivered. */
    supportUnavailable: e(2021, 'help.supportUnavailable', 503),
  },
  /** The wine module: estates and wines (modules/wine, docs/wine.md). */
  wine: {
    /** Wines name the estate: params.count. */
    estateInUse: e(2040, 'wine.estateInUse', 409),
    /** The wine has no e-label yet (its QR code is asked for). */
    eLabelMissing: e(2041, 'wine.eLabelMissing', 404),
    /** Another estate of the account has this name (whatever its case). */
    estateNameUsed: e(2042, 'wine.estateNameUsed', 409),
  },
  /** Cask certification: licences, devices and certificates (modules/certicask, docs/certicask.md). */
  certicask: {
    /** Spec 001 section 8: "no certificate exists for the product" (the seal has none). */
    noCertificate: e(2060, 'certicask.noCertificate', 404),
    /** Only a free licence goes on a device: params.state. */
    licenceNotFree: e(2061, 'certicask.licenceNotFree', 409),
    /** An expired or revoked licence cannot be revoked: params.state. */
    licenceNotRevocable: e(2062, 'certicask.licenceNotRevocable', 409),
    /** The device holds a licence already: params.licence (its number). */
    deviceTaken: e(2063, 'certicask.deviceTaken', 409),
    /** The licence is not on sale (no price in the catalogue for the account). */
    licenceUnavailable: e(2064, 'certicask.licenceUnavailable', 503),
    /** Spec 001 section 8 "payment refused or cancelled": the licence order is cancelled. */
    orderCancelled: e(2065, 'certicask.orderCancelled', 409),
    /** The device API's key is unknown, or its licence expired or was revoked. */
    deviceKeyInvalid: e(2066, 'certicask.deviceKeyInvalid', 401),
    /** The seals are not a range of one reel of the account (params.first, params.last). */
    sealsInvalid: e(2067, 'certicask.sealsInvalid'),
    /** More seals than one certificate covers: params.max, params.count. */
    tooManySeals: e(2068, 'certicask.tooManySeals'),
    /** The cask's certificate named is not one of the account's casks: params.number. */
    unknownCaskCertificate: e(2069, 'certicask.unknownCaskCertificate'),
  },
  /** API tokens (modules/api-tokens, docs/api-tokens.md). */
  apiToken: {
    /** A method only a person calls (login, preferences, making tokens...) called with an API token. */
    personOnly: e(2100, 'apiToken.personOnly', 403),
  },
} as const satisfies Record<string, Record<string, CatalogueError>>;

/** The one error the server throws for anything the user should be told. */
export class AppError extends Error {
  constructor(
    readonly error: CatalogueError,
    readonly params: Record<string, unknown> = {},
    /**
     * The failing fields of a validation error found past the input schema (a product's dynamic
     * data): the envelope's `fields`.
     */
    readonly fieldIssues?: readonly FieldIssue[],
  ) {
    super(error.key);
    this.name = 'AppError';
  }
}

/** A failing field of a validation error: the path and the i18n key of its message. */
export interface FieldIssue {
  path: string;
  key: string;
  params?: Record<string, unknown>;
}

/** The answer envelope of every call. */
export type Envelope<T> =
  { code: 0; data: T } | { code: number; key: string; params?: Record<string, unknown>; fields?: FieldIssue[] };

export function allCatalogueKeys(): string[] {
  return Object.values(ERRORS).flatMap((domain) => Object.values(domain).map((err) => err.key));
}
