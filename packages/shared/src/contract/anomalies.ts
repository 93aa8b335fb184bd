import { z } from 'zod';
import { ANOMALY_KINDS, type AnomalyKind } from './anomaly-kinds';
import { defineMethod } from './define';
import { listInput, type ListResult } from './list';

/** A consultation named in an anomaly's evidence. */
export interface AnomalyConsultation {
  id: number;
  at: string;
  country: string | null;
  network: string;
  reference: string;
  outcome: number;
}

/** What each kind of anomaly stores as its evidence (docs/anomalies.md). */
export interface AnomalyEvidence {
  impossibleTravel: {
    from: AnomalyConsultation;
    to: AnomalyConsultation;
    distanceKm: number;
    minutes: number;
    speedKmh: number;
  };
  manyNetworks: { networks: string[]; networkCount: number; windowDays: number; since: string; until: string };
  invalidProbing: {
    network: string;
    attempts: number;
    references: string[];
    since: string;
    until: string;
  };
  reelProbing: {
    network: string;
    reel: string;
    referenceCount: number;
    references: string[];
    since: string;
    until: string;
  };
  outsideTargetCountry: { targetCountry: string; consultation: AnomalyConsultation };
}

export interface AnomalyRow<K extends AnomalyKind = AnomalyKind> {
  id: string;
  kind: K;
  serial: number | null;
  reference: string | null;
  evidence: AnomalyEvidence[K];
  occurredAt: string;
  detectedAt: string;
}

export const zAnomalyKind = z.enum(ANOMALY_KINDS);

/** The account's anomalies, latest first; `from`/`to` bound when they occurred. */
export const list = defineMethod<ListResult<AnomalyRow>>()({
  model: 'anomalyModel',
  name: 'list',
  access: 'session',
  rights: ['secu.alert_view'],
  input: listInput({
    sort: ['occurredAt', 'detectedAt', 'kind'],
    filters: z.object({
      kind: z.union([zAnomalyKind, z.array(zAnomalyKind)]).optional(),
      /** Days (UTC), both included. */
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
    }),
  }),
});
