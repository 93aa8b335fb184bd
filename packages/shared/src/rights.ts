/**
 * Every right of the specification (spec 000 section 6), as `module.action` strings.
 * Rights are granted through groups; a user is in one group per application.
 */
export const RIGHT_MODULES = {
  cerv: ['view', 'cerv_admin'],
  trade: ['view'],
  stat: ['view', 'feedback', 'activation'],
  orga: [
    'view',
    'create_entity',
    'disable_entity',
    'create_group',
    'edit_group',
    'delete_group',
    'master_product',
    'master_security',
    'master_stat',
    'master_orga',
    'edit_site',
    'create_site',
    'delete_site',
    'siteadress_add',
    'max_sites',
    'create_user',
    'edit_user',
    'delete_user',
    'transfer_reels',
  ],
  prod: [
    'view',
    'create',
    'edit',
    'delete',
    'archive',
    'externid',
    'theme_view',
    'theme_create',
    'theme_edit',
    'resolver_create',
    'resolver_delete',
    'resolver_see',
    'theme_expert_create',
    'theme_expert_edit',
    'dynamic_data',
    'security_threshold',
    'security_captcha',
    'security_tgt_country',
    'custom_lang_url',
  ],
  secu: [
    'alert_view',
    'alert_create',
    'alert_delete',
    'history',
    'cancel',
    'change_product',
    'multi_ref',
    'by_range',
    'by_reel',
    'by_reels',
    'single_ref',
    'declare_stolen',
    'by_xml',
    'view_reels',
    'archive_reels',
    'qr_creator',
  ],
  trac: [
    'event_view',
    'event_create',
    'eventmdl_create',
    'eventmdl_edit',
    'eventmdl_view',
    'mdl_ctn_view',
    'mdl_ctn_add',
    'mdl_ctn_edit',
    'mdl_ctn_delete',
  ],
  certicask: [
    'parcelle_add',
    'parcelle_edit',
    'parcelle_delete',
    'presta_add',
    'presta_edit',
    'presta_delete',
    'contenant_add',
    'contenant_edit',
    'contenant_delete',
    'licence_add',
    'licence_revoke',
    'order_print',
    'view',
  ],
  loy: ['view'],
  viniconnect: ['view'],
  qrnutri: ['view', 'fiche_create'],
} as const;

type Modules = typeof RIGHT_MODULES;
export type RightModule = keyof Modules;
export type Right = { [M in RightModule]: `${M}.${Modules[M][number]}` }[RightModule];

export const ALL_RIGHTS: readonly Right[] = (Object.keys(RIGHT_MODULES) as RightModule[]).flatMap((module) =>
  RIGHT_MODULES[module].map((action) => `${module}.${action}` as Right),
);

const rightSet = new Set<string>(ALL_RIGHTS);
export function isRight(value: string): value is Right {
  return rightSet.has(value);
}

/** The two applications a user can belong to, each with its own group. */
export const APPLICATIONS = ['auth', 'trac'] as const;
export type Application = (typeof APPLICATIONS)[number];

/** Which application grants a module's rights: traceability rights come from the trac group. */
export function applicationOfRight(right: Right): Application {
  return right.startsWith('trac.') ? 'trac' : 'auth';
}

export const USER_TYPES = ['admin', 'internal', 'external'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The allowed map held by a session: right -> true. */
export type RightsMap = Partial<Record<Right, true>>;

export function toRightsMap(rights: Iterable<string>): RightsMap {
  const map: RightsMap = {};
  for (const right of rights) if (isRight(right)) map[right] = true;
  return map;
}

/** A route shows only if every right it lists is held; an empty list means any signed-in user. */
export function holdsAll(map: RightsMap, required: readonly Right[]): boolean {
  return required.every((right) => map[right] === true);
}

/** A menu group shows if any of its rights is held. */
export function holdsAny(map: RightsMap, rights: readonly Right[]): boolean {
  return rights.length === 0 || rights.some((right) => map[right] === true);
}

/** The master rights: their holders act on the sub-entities of their entity (userModel.switchEntity). */
export const MASTER_RIGHTS = [
  'orga.master_orga',
  'orga.master_product',
  'orga.master_security',
  'orga.master_stat',
] as const satisfies readonly Right[];
