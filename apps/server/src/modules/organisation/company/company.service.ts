import { AppError, ERRORS, type organisation, type ParsedInputOf } from '@seal/shared';
import type { SessionCallContext } from '../../../rpc/context';
import { isoOrNull } from '../shared/list';
import * as repo from './company.repository';

type CompanySettings = organisation.CompanySettings;
type Input = ParsedInputOf<typeof organisation.updateCompanySettings>;

const KEYS = [
  'businessName',
  'registerNumbers',
  'vatNumber',
  'vatZone',
  'headOfficeAddress',
  'deliveryAddress',
  'postalCode',
  'town',
  'region',
  'country',
  'supportEmail',
  'supportUrl',
  'inactiveRedirectUrl',
  'errorUrl',
] as const satisfies ReadonlyArray<keyof Input & keyof CompanySettings>;

type Stored = Awaited<ReturnType<typeof repo.findSettings>>;

function toSettings(row: Stored): CompanySettings {
  const values = Object.fromEntries(KEYS.map((key) => [key, row?.[key] ?? null])) as Omit<CompanySettings, 'updatedAt'>;
  return { ...values, updatedAt: isoOrNull(row?.updatedAt ?? null) };
}

export async function getSettings(ctx: SessionCallContext) {
  return toSettings(await repo.findSettings(ctx.db, ctx.session.accountId));
}

/** Account-wide settings: a user of a sub-entity, even an administrator there, does not change them. */
export async function updateSettings(ctx: SessionCallContext, input: Input) {
  const { accountId, userId } = ctx.session;
  if (!(await repo.isInTopEntity(ctx.db, accountId, userId))) throw new AppError(ERRORS.common.forbidden);
  const before = toSettings(await repo.findSettings(ctx.db, accountId));
  const values = Object.fromEntries(KEYS.map((key) => [key, input[key] ?? null])) as Omit<CompanySettings, 'updatedAt'>;
  await repo.saveSettings(ctx.db, { accountId, ...values, updatedAt: new Date() });
  ctx.audit({ targetId: accountId, before, after: values });
  return { saved: true as const };
}
