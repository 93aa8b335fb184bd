import createClient from 'openapi-fetch';
import type { paths } from './schema';

export type SealClient = ReturnType<typeof createSealClient>;

/**
 * A client of the Seal Console API, typed from its OpenAPI document (schema.d.ts). `token` is an
 * API token made in the console (`sct_...`), sent as `Authorization: Bearer`: the documented way
 * for a program to call the API. `headers` adds any other header to every call.
 */
export function createSealClient(baseUrl: string, token?: string, headers: Record<string, string> = {}) {
  return createClient<paths>({
    baseUrl,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

/** The answer's `data`, or an error naming the catalogue's key (docs/api.md, "Errors"). */
function dataOf<T>(result: { data?: { data: T }; error?: unknown; response: Response }): T {
  if (result.data) return result.data.data;
  const error = result.error as { code?: number; key?: string } | undefined;
  throw new Error(`${result.response.status} ${error?.key ?? 'error'} (${error?.code ?? '?'})`);
}

export interface RangeActivation {
  /** The references of the range's first and last seals, as printed. */
  first: string;
  last: string;
  productId: string;
  /** ISO 3166-1 alpha-2, optional. */
  targetCountry?: string;
}

/**
 * Activates the seals of a range: checks it, asks the security code the console e-mails to the
 * token's maker, and activates with the code `askCode` gives. Answers the number of seals.
 */
export async function activateRange(
  client: SealClient,
  range: RangeActivation,
  askCode: (sentTo: string) => Promise<string>,
): Promise<number> {
  const target = { method: 'range' as const, ...range };
  const check = dataOf(await client.POST('/api/v1/activationModel/checkActivation', { body: target }));
  const blocked = check.ranges.filter((row) => row.problem);
  if (blocked.length > 0) throw new Error(`Cannot activate: ${blocked.map((row) => row.problem?.key).join(', ')}`);
  const request = dataOf(await client.POST('/api/v1/activationModel/requestActivationCode', { body: target }));
  const code = await askCode(request.sentTo);
  const written = dataOf(
    await client.POST('/api/v1/activationModel/activate', {
      body: { ...target, challengeId: request.challengeId, code },
    }),
  );
  return written.count;
}

/** The first and last days (UTC, YYYY-MM-DD) of the month before `today`'s. */
export function lastMonth(today: Date): { from: string; to: string } {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(first), to: day(last) };
}

/** Last month's consultations of the account: their total and their count per day. */
export async function lastMonthConsultations(client: SealClient, today = new Date()) {
  const stats = dataOf(await client.POST('/api/v1/statModel/getConsultationStats', { body: lastMonth(today) }));
  return { total: stats.total, perDay: stats.series, byCountry: stats.byCountry };
}
