/**
 * The EPCIS 2.0 REST binding (docs/epcis.md): `GET /epcis/events` answers the account's events as
 * an EPCISQueryDocument (JSON-LD), `POST /epcis/capture` takes an EPCISDocument. Callers sign in
 * with the session cookie or an API token (`Authorization: Bearer <token>`, contract/api-tokens.ts).
 */

export const EPCIS_PATHS = { events: '/epcis/events', capture: '/epcis/capture' } as const;
/** Events one query page answers by default and at most (`perPage`). */
export const EPCIS_PAGE_DEFAULT = 100;
export const EPCIS_PAGE_MAX = 1_000;
/**
 * EPCs (seals and containers) one page lists at most, whatever `perPage` says: a page closes before the
 * event that would pass it, but always holds at least one event (an event is never cut).
 */
export const EPCIS_PAGE_EPCS_MAX = 100_000;
/** Events one captured document may hold, and its size. */
export const EPCIS_CAPTURE_EVENTS_MAX = 10_000;
export const EPCIS_CAPTURE_BYTES_MAX = 10 * 1024 * 1024;
