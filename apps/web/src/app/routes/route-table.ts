import type { ComponentType } from 'react';
import type { Right } from '@seal/shared';
import type { SectionId } from './sections';

/** Props every page receives: the i18n key of its title (used by the placeholder page). */
export interface PageProps {
  titleKey: string;
}
export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

export interface AppRoute {
  /** Unique id; its label is the i18n key `routes.<id>`. */
  id: string;
  path: string;
  access: 'public' | 'session';
  /** Every one of these is required (empty: any signed-in user). */
  rights: readonly Right[];
  /** When set, at least one of these is required as well (a screen several rights open). */
  anyOf?: readonly Right[];
  page: PageLoader;
  /** The menu section the route belongs to (highlighted while the route is shown). */
  section?: SectionId;
  /** Sub-group of the section menu; only routes with a group are menu entries. */
  group?: string;
  /** May render inside a frame (framed mode hides the menus and refuses other paths). */
  framed?: boolean;
  /** Drawn in plain markup, outside antd's providers, so it loads no antd (the login page). */
  bare?: boolean;
  /** Only on a server that keeps its mails in the local outbox (SessionInfo.localMail, decision 0025). */
  localMail?: boolean;
}

const login: PageLoader = () => import('../../features/auth/login-page');
const resetPassword: PageLoader = () =>
  import('../../features/auth/password-link-page').then((m) => ({ default: m.ResetPasswordPage }));
const initPassword: PageLoader = () =>
  import('../../features/auth/password-link-page').then((m) => ({ default: m.InitPasswordPage }));

/**
 * The pages of one area behind one loader: the area's `pages` module maps each page to its own
 * lazy chunk. The entry chunk, which the first screen loads (the dashboard's budget,
 * scripts/login-budget.mjs), then holds one short preload list per area instead of one per page;
 * opening a page first fetches the area's module, a few hundred bytes.
 */
function areaPages<K extends string>(load: () => Promise<{ pages: Record<K, PageLoader> }>) {
  return (page: K): PageLoader =>
    () =>
      load().then((area) => area.pages[page]());
}

type Options = Pick<AppRoute, 'anyOf' | 'group' | 'framed' | 'localMail'> & { page: PageLoader };

/** The products, media library and brand pages. */
const prodPage = {
  list: () => import('../../features/products/products-page'),
  archived: () => import('../../features/products/archived-products-page'),
  create: () => import('../../features/products/product-new-page'),
  edit: () => import('../../features/products/product-edit-page'),
  csvImport: () => import('../../features/products/product-import-page'),
  media: () => import('../../features/media/media-page'),
  brand: () => import('../../features/brand/brand-page'),
} satisfies Record<string, PageLoader>;

/** The themes (the page editor and the code editor load with their own routes only). */
const themePage = {
  list: () => import('../../features/themes/themes-page'),
  editor: () => import('../../features/themes/theme-editor-page'),
  expert: () => import('../../features/themes/theme-expert-page'),
} satisfies Record<string, PageLoader>;

/** The statistics screens (echarts and the world map load with them only). */
const statPage = areaPages(() => import('../../features/statistics/pages'));

/** The resolver's lists and their create/edit pages, and the products' redirect links. */
const resolverPage = areaPages(() => import('../../features/resolver/pages'));

/** The nutritional QR code's list and its sheet's page. */
const qrnutriPage = areaPages(() => import('../../features/qrnutri/pages'));

/** The activation and cancellation pages. */
const secuPage = {
  activations: () => import('../../features/activation/activations-page'),
  activationNew: () => import('../../features/activation/activation-new-page'),
  cancellation: () => import('../../features/activation/cancellation-page'),
} satisfies Record<string, PageLoader>;

/** The organisation area's pages (company settings and the action log belong to it too). */
const orgaPage = areaPages(() => import('../../features/organisation/pages'));

/** The help area: user guide, news, changelog, tour and the support contact. */
const helpPage = areaPages(() => import('../../features/help/pages'));

/** The traceability event screens: models, events and their declaration. */
const eventPage = areaPages(() => import('../../features/trace-events/pages'));

/** The container screens: the lists of /tracability/mycontainer, the form of its new and edit pages. */
const containerPage = areaPages(() => import('../../features/trace-containers/pages'));
/** The QR creator's list of sets and its creator. */
const qrCreatorPage = areaPages(() => import('../../features/qr-creator/pages'));

/** The wine screens: estates and wines, their lists and forms. */
const winePage = areaPages(() => import('../../features/wine/pages'));

/** The trade screens: quotations, the request, orders and invoices. */
const tradePage = areaPages(() => import('../../features/trade/pages'));

/** The cask certification screens: plots, providers, containers, licences and certificates. */
const caskPage = areaPages(() => import('../../features/certicask/pages'));

function pub(id: string, path: string, page: PageLoader, framed = false): AppRoute {
  return { id, path, access: 'public', rights: [], page, framed };
}

function inSection(section: SectionId | undefined) {
  return (id: string, path: string, rights: readonly Right[], { page, ...options }: Options): AppRoute => ({
    id,
    path,
    access: 'session',
    rights,
    page,
    ...(section ? { section } : {}),
    ...options,
  });
}

const home = inSection('home');
const brand = inSection('brand');
const orga = inSection('organisation');
const prod = inSection('products');
const secu = inSection('security');
const stat = inSection('statistics');
const trac = inSection('tracability');
const trade = inSection('trade');
const qrnutri = inSection('qrnutri');
const cask = inSection('certicask');
const settings = inSection('settings');
const other = inSection(undefined);

const ACTIVATION: Right[] = ['secu.single_ref', 'secu.multi_ref', 'secu.by_range', 'secu.by_reel', 'secu.by_reels'];
const F = { framed: true } as const;
const RESOLVER_EDIT: Right[] = ['prod.resolver_see', 'prod.resolver_create'];

/**
 * Every route of spec 000 section 2, with the rights it needs. Menu order follows this order. The
 * consumer's public pages (/consultation, /control-new, /front, /front/iframeFormInformations,
 * /iframeConsultControl, /map, /authenticityTest, /resolver, /resolver/embed: PUBLIC_ROUTES) are the server's,
 * rendered without the console.
 */
export const ROUTES: readonly AppRoute[] = [
  { ...pub('login', '/login', login, true), bare: true },
  pub('resetPassword', '/resetPassword', resetPassword, true),
  pub('initPassword', '/initPassword', initPassword, true),
  pub('notFound', '/404', () => import('../../features/errors/not-found-page'), true),
  pub('forbidden', '/403', () => import('../../features/errors/forbidden-page'), true),
  pub('wait', '/wait', () => import('../../features/errors/wait-page'), true),
  pub('subscription', '/subscription', () => import('../../features/subscription/subscription-page')),
  pub('settingsCompany', '/settingscompany', () => import('../../features/settings/settings-company-entry')),

  home('home', '/home', [], { group: 'home', page: () => import('../../features/home/dashboard-page') }),

  brand('brand', '/brand', ['cerv.view'], { group: 'brand', page: prodPage.brand }),
  // The library lists media with prod.view (mediaModel.findMedia).
  brand('files', '/files', ['cerv.view', 'prod.view'], { group: 'brand', page: prodPage.media }),

  orga('orgaUsers', '/organisation/users', ['orga.view'], { group: 'orgaPeople', ...F, page: orgaPage('users') }),
  // Without an id the page creates a user (orga.create_user), with ?id= it edits one (orga.edit_user).
  orga('orgaUserEdit', '/organisation/users/edit', ['orga.view'], {
    anyOf: ['orga.create_user', 'orga.edit_user'],
    page: orgaPage('userEdit'),
  }),
  orga('orgaGroups', '/organisation/groups', ['orga.view'], { group: 'orgaPeople', ...F, page: orgaPage('groups') }),
  // Without an id the page creates a group (orga.create_group alone), with ?id= it edits one (orga.edit_group).
  orga('orgaGroupEdit', '/organisation/groups/edit', [], {
    anyOf: ['orga.create_group', 'orga.edit_group'],
    page: orgaPage('groupEdit'),
  }),
  orga('orgaEntities', '/organisation/myentities', ['orga.view'], {
    group: 'orgaStructure',
    page: orgaPage('entities'),
  }),
  // Not in spec 000's list: a sub-entity's page, opened from the list (edits need orga.create_entity).
  orga('orgaEntity', '/organisation/myentities/edit', ['orga.view'], { page: orgaPage('entity') }),
  orga('orgaEntityCreate', '/organisation/createentity', ['orga.create_entity'], {
    group: 'orgaStructure',
    page: orgaPage('entityCreate'),
  }),
  orga('orgaApps', '/organisation/apps', ['orga.view'], { group: 'orgaStructure', ...F, page: orgaPage('apps') }),
  // The event-model creation right also exposes the sites entry (spec 000 section 6).
  orga('orgaSites', '/organisation/sites', [], {
    anyOf: ['orga.view', 'trac.eventmdl_create'],
    group: 'orgaStructure',
    ...F,
    page: orgaPage('sites'),
  }),
  orga('orgaSiteEdit', '/organisation/sites/edit', ['orga.edit_site'], { page: orgaPage('siteEdit') }),
  orga('orgaSiteCreate', '/organisation/sites/create', ['orga.create_site'], { page: orgaPage('siteCreate') }),
  orga('mailOutbox', '/organisation/mailoutbox', ['orga.view', 'orga.edit_user'], {
    group: 'orgaPeople',
    localMail: true,
    page: () => import('../../features/mail/mail-outbox-page'),
  }),
  orga('orgaReelTransfer', '/organisation/reeltransfert', ['orga.transfer_reels'], {
    group: 'orgaReels',
    page: () => import('../../features/reels/reel-transfer-page'),
  }),

  prod('prodList', '/products/myproducts', ['prod.view'], { group: 'prodCatalogue', ...F, page: prodPage.list }),
  prod('prodNew', '/products/new', ['prod.create'], { page: prodPage.create }),
  prod('prodEdit', '/products/edit', ['prod.edit'], { page: prodPage.edit }),
  prod('prodArchived', '/products/archived', ['prod.view', 'prod.archive'], { page: prodPage.archived }),
  prod('prodImport', '/products/import', ['prod.create', 'prod.edit'], { page: prodPage.csvImport }),
  prod('prodThemes', '/products/themes', ['prod.theme_view'], { group: 'prodPages', page: themePage.list }),
  prod('prodThemeNew', '/products/themes/new', ['prod.theme_create'], { page: themePage.editor }),
  prod('prodThemeNewExpert', '/products/themes/new/expert', ['prod.theme_expert_create'], { page: themePage.expert }),
  // The edit routes name the theme in the query string (?id=).
  prod('prodThemeEdit', '/products/themes/edit', ['prod.theme_edit'], { page: themePage.editor }),
  prod('prodThemeEditExpert', '/products/themes/edit/expert', ['prod.theme_expert_edit'], { page: themePage.expert }),
  prod('prodLinks', '/products/links', ['prod.custom_lang_url'], { group: 'prodPages', page: resolverPage('links') }),
  prod('resolverItems', '/products/resolver/item/list', ['prod.resolver_see'], {
    group: 'prodPages',
    page: resolverPage('items'),
  }),
  prod('resolverHeaders', '/products/resolver/header/list', ['prod.resolver_see'], {
    group: 'prodPages',
    page: resolverPage('headers'),
  }),
  prod('resolverFooters', '/products/resolver/footer/list', ['prod.resolver_see'], {
    group: 'prodPages',
    page: resolverPage('footers'),
  }),
  prod('resolverMenus', '/products/resolver/list', ['prod.resolver_see'], {
    group: 'prodPages',
    page: resolverPage('menus'),
  }),
  // The forms read too (the record edited, the menu's choices of items, headers and footers).
  prod('menuCreateItem', '/products/menus/createitem', RESOLVER_EDIT, { page: resolverPage('item') }),
  prod('menuCreateMenu', '/products/menus/createmenu', RESOLVER_EDIT, { page: resolverPage('menu') }),
  prod('menuCreateFooter', '/products/menus/createfooter', RESOLVER_EDIT, { page: resolverPage('footer') }),
  prod('menuCreateHeader', '/products/menus/createheader', RESOLVER_EDIT, { page: resolverPage('header') }),
  prod('wineEstates', '/products/estates', ['viniconnect.view'], { group: 'prodWine', page: winePage('estates') }),
  prod('wineEstateNew', '/products/estates/new', ['viniconnect.view'], { page: winePage('estateForm') }),
  // Not in spec 000's list: an estate's edit page (?id=), which the issue asks for.
  prod('wineEstateEdit', '/products/estates/edit', ['viniconnect.view'], { page: winePage('estateForm') }),
  prod('wines', '/products/wines', ['viniconnect.view'], { group: 'prodWine', page: winePage('wines') }),
  // A wine is a product: creating one needs prod.create, editing one (?id=) prod.edit.
  prod('wineNew', '/products/wines/new', ['viniconnect.view', 'prod.create'], { page: winePage('wineForm') }),
  prod('wineEdit', '/products/wines/edit', ['viniconnect.view', 'prod.edit'], { page: winePage('wineForm') }),

  secu('secuActivation', '/security/activation', [], {
    anyOf: ACTIVATION,
    group: 'secuActivation',
    ...F,
    page: secuPage.activations,
  }),
  secu('secuActivationNew', '/security/activation/new', [], { anyOf: ACTIVATION, page: secuPage.activationNew }),
  secu('secuCancellation', '/security/cancellation', ['secu.cancel'], {
    group: 'secuActivation',
    page: secuPage.cancellation,
  }),
  secu('secuXmlImport', '/security/xmlimport', ['secu.by_xml'], {
    group: 'secuActivation',
    page: () => import('../../features/xml-import/xml-import-page'),
  }),
  secu('secuReels', '/security/reels', ['secu.view_reels'], {
    group: 'secuReels',
    ...F,
    page: () => import('../../features/reels/reels-page'),
  }),
  secu('secuQrCreator', '/security/qrcreator', ['secu.qr_creator'], {
    group: 'secuReels',
    page: qrCreatorPage('sets'),
  }),
  secu('secuQrCreatorNew', '/security/qrcreator/new', ['secu.qr_creator'], { page: qrCreatorPage('create') }),
  secu('secuAlerts', '/security/alertManagement', ['secu.alert_view'], {
    group: 'secuAlerts',
    page: () => import('../../features/alerts/alerts-page'),
  }),
  secu('secuAlertCreate', '/security/alertCreate', ['secu.alert_create'], {
    page: () => import('../../features/alerts/alert-create-page'),
  }),
  secu('secuAnomalies', '/security/anomalies', ['secu.alert_view'], {
    group: 'secuAlerts',
    page: () => import('../../features/anomalies/anomalies-page'),
  }),
  secu('secuWebhooks', '/security/webhooks', ['secu.alert_view'], {
    group: 'secuAlerts',
    page: () => import('../../features/webhooks/webhooks-page'),
  }),

  stat('statConsultation', '/statistics/consultation', ['stat.view'], {
    group: 'statConsultations',
    ...F,
    page: statPage('consultation'),
  }),
  stat('statBoard', '/statistics/consultationBoard', ['stat.view'], {
    group: 'statConsultations',
    page: statPage('board'),
  }),
  stat('statMap', '/statistics/cartography', ['stat.view'], {
    group: 'statConsultations',
    ...F,
    page: statPage('map'),
  }),
  stat('statErrors', '/statistics/errorlist', ['stat.view'], { group: 'statConsultations', page: statPage('errors') }),
  stat('statAlertErrors', '/statistics/alertconsultationerror', ['stat.view'], {
    group: 'statFeedback',
    page: statPage('errorStats'),
  }),
  stat('statFeedback', '/statistics/consumerfeedback', ['stat.feedback'], {
    group: 'statFeedback',
    page: statPage('feedback'),
  }),
  stat('statActivation', '/statistics/activation', ['stat.activation'], {
    group: 'statActivation',
    ...F,
    page: statPage('activation'),
  }),
  stat('statResolver', '/statistics/resolver', ['stat.view'], {
    group: 'statConsultations',
    page: statPage('resolver'),
  }),
  // Not in spec 000's list: what loy.view shows, the consumers who come back (docs/loyalty.md).
  stat('statLoyalty', '/statistics/loyalty', ['loy.view'], { group: 'statLoyalty', page: statPage('loyalty') }),

  trac('tracEvents', '/tracability/myevents', ['trac.event_view'], { group: 'tracEvents', page: eventPage('events') }),
  trac('tracEventNew', '/tracability/myevents/new', ['trac.event_create'], { page: eventPage('declare') }),
  trac('tracEventEdit', '/tracability/myevents/edit', ['trac.event_create'], { page: eventPage('edit') }),
  trac('tracEventModels', '/tracability/eventmodel', ['trac.eventmdl_view'], {
    group: 'tracEvents',
    page: eventPage('models'),
  }),
  // New, or with ?id= a model opened (editable with eventmdl_edit, read-only otherwise): no edit route in the spec.
  trac('tracEventModelNew', '/tracability/eventmodel/new', [], {
    anyOf: ['trac.eventmdl_create', 'trac.eventmdl_edit', 'trac.eventmdl_view'],
    page: eventPage('model'),
  }),
  trac('tracContainers', '/tracability/mycontainer', ['trac.mdl_ctn_view'], {
    group: 'tracContainers',
    page: containerPage('lists'),
  }),
  trac('tracContainerNew', '/tracability/mycontainer/new', ['trac.mdl_ctn_add'], { page: containerPage('form') }),
  trac('tracContainerEdit', '/tracability/mycontainer/edit', ['trac.mdl_ctn_edit'], { page: containerPage('form') }),

  trade('tradeQuotations', '/trade/quotations', ['trade.view'], { group: 'trade', page: tradePage('quotations') }),
  trade('tradeQuotationRequest', '/trade/requestaquotation', ['trade.view'], {
    group: 'trade',
    page: tradePage('request'),
  }),
  // Not in spec 000's list: a quotation's and an order's own page, the orders and the invoices.
  trade('tradeQuotation', '/trade/quotations/:id', ['trade.view'], { page: tradePage('quotation') }),
  trade('tradeOrders', '/trade/orders', ['trade.view'], { group: 'trade', page: tradePage('orders') }),
  trade('tradeOrder', '/trade/orders/:id', ['trade.view'], { page: tradePage('order') }),
  trade('tradeInvoices', '/trade/invoices', ['trade.view'], { group: 'trade', page: tradePage('invoices') }),

  qrnutri('qrnutri', '/qrnutri', ['qrnutri.view'], { group: 'qrnutri', page: qrnutriPage('list') }),
  qrnutri('qrnutriNew', '/qrnutri/new', ['qrnutri.fiche_create'], { page: qrnutriPage('edit') }),
  // A sheet (?id=), read-only without qrnutri.fiche_create.
  qrnutri('qrnutriEdit', '/qrnutri/edit', ['qrnutri.view'], { page: qrnutriPage('edit') }),

  cask('caskPlots', '/certicask/plots', ['certicask.view'], { group: 'caskVineyard', page: caskPage('plots') }),
  cask('caskPlotAdd', '/certicask/plots/add', ['certicask.parcelle_add'], { page: caskPage('plotForm') }),
  cask('caskPlotEdit', '/certicask/plots/edit', ['certicask.parcelle_edit'], { page: caskPage('plotForm') }),
  cask('caskProviders', '/certicask/providers', ['certicask.view'], {
    group: 'caskVineyard',
    page: caskPage('providers'),
  }),
  cask('caskProviderAdd', '/certicask/providers/add', ['certicask.presta_add'], { page: caskPage('providerForm') }),
  cask('caskProviderEdit', '/certicask/providers/edit', ['certicask.presta_edit'], { page: caskPage('providerForm') }),
  cask('caskContainers', '/certicask/containers', ['certicask.view'], {
    group: 'caskCellar',
    page: caskPage('containers'),
  }),
  cask('caskContainerAdd', '/certicask/containers/add', ['certicask.contenant_add'], {
    page: caskPage('containerForm'),
  }),
  cask('caskContainerEdit', '/certicask/containers/edit', ['certicask.contenant_edit'], {
    page: caskPage('containerForm'),
  }),
  cask('caskLicences', '/certicask/licences', ['certicask.view'], {
    group: 'caskLicences',
    page: caskPage('licences'),
  }),
  cask('caskLicenceAdd', '/certicask/licences/add', ['certicask.licence_add'], { page: caskPage('licenceBuy') }),
  cask('caskLicenceRevoke', '/certicask/licences/revoke', ['certicask.licence_revoke'], {
    page: caskPage('licenceRevoke'),
  }),
  cask('caskLicenceOrders', '/certicask/licences/orderlist', ['certicask.view'], {
    group: 'caskLicences',
    page: caskPage('licenceOrders'),
  }),
  // Not in spec 000's list: the certificates the licensed devices issued.
  cask('caskCertificates', '/certicask/certificates', ['certicask.view'], {
    group: 'caskCellar',
    page: caskPage('certificates'),
  }),

  settings('myAccount', '/settings/myaccount', [], {
    group: 'settingsAccount',
    page: () => import('../../features/settings/my-account-page'),
  }),
  settings('looks', '/settings/looks', [], {
    group: 'settingsAccount',
    page: () => import('../../features/settings/looks-page'),
  }),
  settings('notify', '/settings/notify', [], {
    group: 'settingsAccount',
    page: () => import('../../features/notifications/notify-page'),
  }),
  // Not in spec 000's list: API tokens (docs/api-tokens.md); every user makes their own.
  settings('apiTokens', '/settings/tokens', [], {
    group: 'settingsAccount',
    page: () => import('../../features/api-tokens/api-tokens-page'),
  }),
  settings('myCompany', '/settings/mycompany', ['cerv.cerv_admin'], {
    group: 'settingsCompany',
    page: orgaPage('company'),
  }),
  settings('contact', '/settings/contact', ['cerv.view'], { group: 'settingsCompany', page: helpPage('contact') }),

  other('privateConsultation', '/privateconsultation', ['secu.history'], {
    page: () => import('../../features/seal-history/private-consultation-page'),
  }),
  other('logsActor', '/logsactor', ['cerv.view'], { page: orgaPage('actionLog') }),
  other('changelog', '/changelog', [], { page: helpPage('changelog') }),
  other('help', '/help', [], { page: helpPage('guide') }),
  other('helpNews', '/help/news', [], { page: helpPage('news') }),
  other('helpNewsItem', '/help/news/:test', [], { page: helpPage('newsItem') }),
  other('presentation', '/presentation', [], { page: helpPage('presentation') }),
  other('news', '/news', [], { page: helpPage('news') }),
];

export const HOME_PATH = '/home';
