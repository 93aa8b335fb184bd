import type { Right } from '@seal/shared';
import type { SectionId } from '@seal/shared/constants';

/** The menu sections of spec 000 section 2, in menu order (settings sits at the bottom). */
export { SECTION_IDS, type SectionId } from '@seal/shared/constants';

export interface MenuGroupDef {
  /** i18n: `menuGroups.<id>` */
  id: string;
  /** Shown only when the user holds at least one of these. */
  anyOf: readonly Right[];
}

export interface SectionDef {
  id: SectionId;
  /** Where the section lives; a bare section path redirects to its first allowed entry. */
  path: string;
  /** The section shows when any of these is held (empty: any signed-in user). */
  anyOf: readonly Right[];
  groups: readonly MenuGroupDef[];
}

const ORGA_PEOPLE: Right[] = [
  'orga.view',
  'orga.edit_user',
  'orga.create_user',
  'orga.create_group',
  'orga.edit_group',
];
const PRODUCT_PAGES: Right[] = ['prod.theme_view', 'prod.resolver_see', 'prod.custom_lang_url'];
const ACTIVATION: Right[] = ['secu.single_ref', 'secu.multi_ref', 'secu.by_range', 'secu.by_reel', 'secu.by_reels'];

export const SECTIONS: readonly SectionDef[] = [
  { id: 'home', path: '/home', anyOf: [], groups: [{ id: 'home', anyOf: [] }] },
  { id: 'brand', path: '/brand', anyOf: ['cerv.view'], groups: [{ id: 'brand', anyOf: ['cerv.view'] }] },
  {
    id: 'organisation',
    path: '/organisation',
    anyOf: [...ORGA_PEOPLE, 'orga.create_entity', 'orga.transfer_reels', 'trac.eventmdl_create'],
    groups: [
      { id: 'orgaPeople', anyOf: ORGA_PEOPLE },
      { id: 'orgaStructure', anyOf: ['orga.view', 'orga.create_entity', 'trac.eventmdl_create'] },
      { id: 'orgaReels', anyOf: ['orga.transfer_reels'] },
    ],
  },
  {
    id: 'products',
    path: '/products',
    anyOf: ['prod.view', ...PRODUCT_PAGES, 'viniconnect.view'],
    groups: [
      { id: 'prodCatalogue', anyOf: ['prod.view'] },
      { id: 'prodPages', anyOf: PRODUCT_PAGES },
      { id: 'prodWine', anyOf: ['viniconnect.view'] },
    ],
  },
  {
    id: 'security',
    path: '/security',
    anyOf: [...ACTIVATION, 'secu.cancel', 'secu.by_xml', 'secu.view_reels', 'secu.alert_view', 'secu.qr_creator'],
    groups: [
      { id: 'secuActivation', anyOf: [...ACTIVATION, 'secu.cancel', 'secu.by_xml'] },
      { id: 'secuReels', anyOf: ['secu.view_reels', 'secu.qr_creator'] },
      { id: 'secuAlerts', anyOf: ['secu.alert_view'] },
    ],
  },
  {
    id: 'statistics',
    path: '/statistics',
    anyOf: ['stat.view', 'stat.feedback', 'stat.activation', 'loy.view'],
    groups: [
      { id: 'statConsultations', anyOf: ['stat.view'] },
      { id: 'statFeedback', anyOf: ['stat.view', 'stat.feedback'] },
      { id: 'statActivation', anyOf: ['stat.activation'] },
      { id: 'statLoyalty', anyOf: ['loy.view'] },
    ],
  },
  {
    id: 'tracability',
    path: '/tracability',
    anyOf: ['trac.event_view', 'trac.eventmdl_view', 'trac.mdl_ctn_view'],
    groups: [
      { id: 'tracEvents', anyOf: ['trac.event_view', 'trac.eventmdl_view'] },
      { id: 'tracContainers', anyOf: ['trac.mdl_ctn_view'] },
    ],
  },
  { id: 'trade', path: '/trade', anyOf: ['trade.view'], groups: [{ id: 'trade', anyOf: ['trade.view'] }] },
  { id: 'qrnutri', path: '/qrnutri', anyOf: ['qrnutri.view'], groups: [{ id: 'qrnutri', anyOf: ['qrnutri.view'] }] },
  {
    id: 'certicask',
    path: '/certicask',
    anyOf: ['certicask.view'],
    groups: [
      { id: 'caskVineyard', anyOf: ['certicask.view'] },
      { id: 'caskCellar', anyOf: ['certicask.view'] },
      { id: 'caskLicences', anyOf: ['certicask.view'] },
    ],
  },
  {
    id: 'settings',
    path: '/settings',
    anyOf: [],
    groups: [
      { id: 'settingsAccount', anyOf: [] },
      { id: 'settingsCompany', anyOf: ['cerv.view', 'cerv.cerv_admin'] },
    ],
  },
];
