import type { TFunction } from 'i18next';
import type { AnomalyEvidence, AnomalyRow } from '@seal/shared/contract/anomalies';
import { currentLanguage } from '../../../i18n';

const number = (value: number) => new Intl.NumberFormat(currentLanguage()).format(value);

/** A duration in minutes, readably: "40 min", "3 h 05". */
export function duration(minutes: number): string {
  if (minutes < 60) return `${number(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  return `${number(hours)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The one-line summary of an anomaly's evidence: "FR -> JP, 9,700 km in 40 min, 14,550 km/h";
 * "12 networks in 7 days"; "25 invalid references from 203.0.113.0/24"...
 */
export function evidenceSummary(t: TFunction<'anomalies'>, row: AnomalyRow): string {
  switch (row.kind) {
    case 'impossibleTravel': {
      const e = row.evidence as AnomalyEvidence['impossibleTravel'];
      return t('evidence.impossibleTravel', {
        from: e.from.country,
        to: e.to.country,
        distance: number(e.distanceKm),
        duration: duration(e.minutes),
        speed: number(e.speedKmh),
      });
    }
    case 'manyNetworks': {
      const e = row.evidence as AnomalyEvidence['manyNetworks'];
      return t('evidence.manyNetworks', { count: e.networkCount, days: e.windowDays });
    }
    case 'invalidProbing': {
      const e = row.evidence as AnomalyEvidence['invalidProbing'];
      return t('evidence.invalidProbing', { count: e.attempts, network: e.network });
    }
    case 'reelProbing': {
      const e = row.evidence as AnomalyEvidence['reelProbing'];
      return t('evidence.reelProbing', { count: e.referenceCount, network: e.network });
    }
    case 'outsideTargetCountry': {
      const e = row.evidence as AnomalyEvidence['outsideTargetCountry'];
      return t('evidence.outsideTargetCountry', { country: e.consultation.country, target: e.targetCountry });
    }
  }
}

/** The list of an anomaly's evidence shown when its row is opened: networks or references. */
export function evidenceList(row: AnomalyRow): string[] {
  if (row.kind === 'manyNetworks') return (row.evidence as AnomalyEvidence['manyNetworks']).networks;
  if (row.kind === 'invalidProbing' || row.kind === 'reelProbing')
    return (row.evidence as AnomalyEvidence['invalidProbing']).references;
  return [];
}
