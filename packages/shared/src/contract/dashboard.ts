import { z } from 'zod';
import { LANGUAGES, WIDGET_PERIODS } from '../constants';
import type { WidgetPeriod } from '../dashboard/widget-periods';
import type { Right } from '../rights';
import { defineMethod } from './define';
import type { OutcomeCount, ProductCount, StatGranularity, StatPoint } from './statistics';

/**
 * The dashboard (/home, spec 000 section 2): one method per widget with data, each called on its
 * own so a slow or failing widget never holds the others. The rights are the widgets' own
 * (apps/web/src/features/home/widgets.ts). Figures are read from the daily rollup
 * (`consultation_daily`), never from the raw consultations; the latest consultations read the last
 * rows of the account's log through its (account_id, created_at) index.
 *
 * Scope: the caller's entity and, with orga.master_stat, every entity below it (summed). Periods
 * are those of spec 001 section 9 (WIDGET_PERIODS), as ranges of UTC days (widget-periods.ts).
 * The reel stock (reelModel.getReelStock) and the private consultation box have their own calls.
 */

export type { WidgetPeriod } from '../dashboard/widget-periods';

/** Spec 001 section 9: the consultation widget shows 6 months and the top 10 articles. */
export const DASHBOARD_DEFAULT_PERIOD: WidgetPeriod = '6m';
export const DASHBOARD_TOP_PRODUCTS = 10;
export const DASHBOARD_LATEST_CONSULTATIONS = 10;
export const DASHBOARD_ACTIONS = 10;

export const zWidgetPeriod = z.enum(WIDGET_PERIODS);
const periodInput = z.object({ period: zWidgetPeriod.default(DASHBOARD_DEFAULT_PERIOD) });

export const DASHBOARD_STAT_RIGHTS = ['stat.view'] as const satisfies readonly Right[];

interface PeriodFigures {
  period: WidgetPeriod;
  /** First and last day of the range, both included (UTC). */
  from: string;
  to: string;
  granularity: StatGranularity;
  total: number;
  /** Every bucket of the range, oldest first, empty ones at 0. */
  series: StatPoint[];
}

/** The consultations that told a seal's state (not errors) and the products most consulted. */
export interface DashboardConsultations extends PeriodFigures {
  /** At most DASHBOARD_TOP_PRODUCTS, most consulted first. */
  topProducts: ProductCount[];
}

export const getConsultations = defineMethod<DashboardConsultations>()({
  model: 'dashboardModel',
  name: 'getConsultations',
  access: 'session',
  rights: DASHBOARD_STAT_RIGHTS,
  // `lang`: the language of the product titles (else each product's own).
  input: periodInput.extend({ lang: z.enum(LANGUAGES).optional() }),
});

/** The consultation errors (CONSULTATION_ERROR_OUTCOMES) by code, and their trend. */
export interface DashboardErrors extends PeriodFigures {
  /** The same count over the range of the same length just before. */
  previousTotal: number;
  /** Most frequent first. */
  byOutcome: OutcomeCount[];
}

export const getConsultationErrors = defineMethod<DashboardErrors>()({
  model: 'dashboardModel',
  name: 'getConsultationErrors',
  access: 'session',
  rights: DASHBOARD_STAT_RIGHTS,
  input: periodInput,
});

export interface LatestConsultation {
  id: number;
  date: string;
  reference: string;
  /** ISO 3166-1 alpha-2, or null when the address told none. */
  country: string | null;
  /** The consultation code of the answer (spec 001 section 8), errors included. */
  outcome: number;
}

/** The last DASHBOARD_LATEST_CONSULTATIONS consultations of the scope's seals, newest first. */
export const getLatestConsultations = defineMethod<LatestConsultation[]>()({
  model: 'dashboardModel',
  name: 'getLatestConsultations',
  access: 'session',
  rights: DASHBOARD_STAT_RIGHTS,
  input: z.object({}),
});

/** An entry of the action log, as /logsactor lists it (without its before and after values). */
export interface ActionHistoryEntry {
  id: number;
  at: string;
  /** 'model.name' of the method. */
  method: string;
  userName: string | null;
  userEmail: string | null;
  entityName: string | null;
  targetId: string | null;
}

/**
 * The last DASHBOARD_ACTIONS entries of the action log, with the log's own scope: the entity and
 * those below it; one's own actions with cerv.view, everyone's with orga.view as well.
 */
export const getActionHistory = defineMethod<ActionHistoryEntry[]>()({
  model: 'dashboardModel',
  name: 'getActionHistory',
  access: 'session',
  rights: ['cerv.view'],
  input: z.object({}),
});

/** How far the demo's year of history is (docs/statistics.md "Demo history"), while it fills in. */
export interface DemoHistoryProgress {
  /** 0 to 99. */
  percent: number;
}

/**
 * The caller's account's demo history being filled in behind the running server: its progress,
 * or null when there is none under way (a complete history, or an account without one). Shown
 * where its figures appear (the dashboard, the statistics).
 */
export const getDemoHistoryProgress = defineMethod<DemoHistoryProgress | null>()({
  model: 'dashboardModel',
  name: 'getDemoHistoryProgress',
  access: 'session',
  rights: DASHBOARD_STAT_RIGHTS,
  input: z.object({}),
});
