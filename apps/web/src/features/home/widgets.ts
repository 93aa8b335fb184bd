import type { Right } from '@seal/shared';

export interface WidgetDef {
  /** i18n: `home.widgets.<id>` */
  id:
    | 'consultations'
    | 'reelStock'
    | 'privateConsultation'
    | 'consultationErrors'
    | 'latestConsultations'
    | 'news'
    | 'actionHistory';
  /** Shown when any of these is held (empty: everyone). */
  anyOf: readonly Right[];
  /** Column spans at the md / xl breakpoints (24 columns). */
  md: number;
  xl: number;
}

/**
 * The dashboard widgets of spec 000 section 2, in reading order: the tables (latest consultations,
 * action history) get half a row each, where their columns fit.
 */
export const WIDGETS: readonly WidgetDef[] = [
  { id: 'consultations', anyOf: ['stat.view'], md: 24, xl: 16 },
  { id: 'reelStock', anyOf: ['secu.view_reels'], md: 12, xl: 8 },
  { id: 'privateConsultation', anyOf: ['secu.history'], md: 12, xl: 8 },
  { id: 'consultationErrors', anyOf: ['stat.view'], md: 12, xl: 8 },
  { id: 'news', anyOf: [], md: 12, xl: 8 },
  { id: 'latestConsultations', anyOf: ['stat.view'], md: 24, xl: 12 },
  { id: 'actionHistory', anyOf: ['cerv.view'], md: 24, xl: 12 },
];
