/**
 * When the demo seals' events happened, in days before the demo data was loaded: the seals seed
 * (activations, cancellation, state changes) and the history seed (consultations, forms) tell one
 * story from them, so each seal's history reads in order and explains its state.
 */
export const DEMO_DAYS_AGO = {
  chocolateActivated: 90,
  chocolateCancelled: 30,
  stolen: 10,
  hiddenStolen: 12,
  blocked: 15,
  /** The suspect seal's fifth consultation, which reached the chocolate's suspect threshold (5). */
  suspect: 25,
  /** The fraudulent seal's fifth and tenth consultations (thresholds 5 and 10). */
  fraudulentSuspect: 42,
  fraudulent: 22,
} as const;

const DAY_MS = 86_400_000;

/** `days` days (and `minutes` minutes later) before `now`. */
export const daysBefore = (now: Date, days: number, minutes = 0) =>
  new Date(now.getTime() - days * DAY_MS + minutes * 60_000);
