import type { Right } from './rights';

/**
 * The rights of the demo company's groups other than its administrators: the server's demo data
 * grants them, and the web and browser tests derive what each demo user sees from them.
 */
export const DEMO_STAFF_RIGHTS: readonly Right[] = [
  'cerv.view',
  'prod.view',
  'prod.create',
  'prod.edit',
  'prod.archive',
  'prod.theme_view',
  'secu.single_ref',
  'secu.by_range',
  'secu.by_reel',
  'secu.view_reels',
  'secu.history',
  'secu.alert_view',
  'stat.view',
  'stat.activation',
  'trade.view',
];
export const DEMO_GUEST_RIGHTS: readonly Right[] = ['prod.view', 'stat.view'];
