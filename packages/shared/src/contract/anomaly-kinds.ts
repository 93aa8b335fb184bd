/**
 * The anomaly signals the service computes from the consultations of an account's seals (beyond
 * the spec; what counterfeit investigators ask for). Each is shown with its evidence and may be
 * an alert's condition.
 * - impossibleTravel: one seal consulted from two countries too far apart for the time between.
 * - manyNetworks: one seal consulted from many distinct networks (a copied reference).
 * - invalidProbing: many invalid references tried from one network.
 * - reelProbing: many references of one reel probed in sequence from one network.
 * - outsideTargetCountry: a seal consulted outside its activation's target country.
 */
export const ANOMALY_KINDS = [
  'impossibleTravel',
  'manyNetworks',
  'invalidProbing',
  'reelProbing',
  'outsideTargetCountry',
] as const;
export type AnomalyKind = (typeof ANOMALY_KINDS)[number];
