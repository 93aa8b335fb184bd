import type { dashboard } from '@seal/shared';
import { methodRef } from '../../../api/method-ref';

/** The dashboard's methods as light refs: the first screen after login carries no contract schema. */
export const getConsultations = methodRef<typeof dashboard.getConsultations>('dashboardModel', 'getConsultations');
export const getConsultationErrors = methodRef<typeof dashboard.getConsultationErrors>(
  'dashboardModel',
  'getConsultationErrors',
);
export const getLatestConsultations = methodRef<typeof dashboard.getLatestConsultations>(
  'dashboardModel',
  'getLatestConsultations',
);
export const getActionHistory = methodRef<typeof dashboard.getActionHistory>('dashboardModel', 'getActionHistory');

/** Cache keys: each widget its own query, so one slow or failing widget holds no other. */
export const DASHBOARD_KEYS = {
  consultations: (period: string, lang: string) => ['dashboard', 'consultations', period, lang] as const,
  consultationErrors: (period: string) => ['dashboard', 'consultationErrors', period] as const,
  latestConsultations: ['dashboard', 'latestConsultations'] as const,
  actionHistory: ['dashboard', 'actionHistory'] as const,
};
