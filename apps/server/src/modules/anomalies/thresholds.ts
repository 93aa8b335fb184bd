/**
 * The thresholds of the anomaly signals (docs/anomalies.md). Changing one changes what later scans
 * find; what was stored stays.
 */
export const ANOMALY_THRESHOLDS = {
  impossibleTravel: {
    /** Faster than an airliner (~900 km/h) between two consultations of one seal. */
    speedKmh: 900,
    /** Neighbouring countries are never impossible: IP geolocation is too rough for them. */
    minDistanceKm: 500,
    /** The previous consultation is looked for this far back (the far side of the Earth is 22 h away at 900 km/h). */
    lookbackHours: 24,
    /** Two consultations in the same minute count as one minute apart. */
    minMinutes: 1,
  },
  manyNetworks: {
    /** Distinct networks (NETWORK_PREFIX) that consulted one seal... */
    networks: 10,
    /** ...within this many days. */
    windowDays: 7,
  },
  invalidProbing: {
    /** Consultations of unknown or invalid references (outcomes below) from one network in one UTC hour. */
    attempts: 20,
    outcomes: [100, 101],
  },
  reelProbing: {
    /** Distinct references of one reel consulted from one network in one UTC hour. */
    references: 15,
  },
  /** References listed in the evidence of a probing signal, at most. */
  evidenceReferences: 50,
} as const;

/** A network: the /24 of an IPv4 address, the /48 of an IPv6 one. */
export const NETWORK_PREFIX = { ipv4: 24, ipv6: 48 } as const;

/**
 * The scan reads consultations recorded up to this long ago, never the last seconds: a
 * consultation committed a moment after a scan began, stamped before its end, is then not missed.
 */
export const SCAN_SETTLE_MS = 30_000;

/** The scan runs every minute (pg-boss cron, UTC). */
export const ANOMALY_SCAN_CRON = '* * * * *';
