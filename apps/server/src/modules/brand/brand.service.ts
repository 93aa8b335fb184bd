import { AppError, ERRORS, holdsAny, type Language, type ParsedInputOf } from '@seal/shared';
import {
  BRAND_EDIT_RIGHTS,
  type Brand,
  type saveBrand as saveBrandContract,
  type SocialNetwork,
} from '@seal/shared/contract/brand';
import { mediaUrl } from '@seal/shared/contract/media';
import type { SessionCallContext } from '../../rpc/context';
import * as repo from './brand.repository';

type BrandInput = ParsedInputOf<typeof saveBrandContract>;

function toBrand(record: repo.BrandRecord): Brand {
  return {
    name: record.name,
    history: record.history,
    ownerFirstName: record.ownerFirstName,
    ownerLastName: record.ownerLastName,
    contact: record.contact,
    phone: record.phone,
    email: record.email,
    website: record.website,
    socialNetworks: record.socialNetworks as Brand['socialNetworks'],
    logoId: record.logoId,
    logoUrl: record.logoId ? mediaUrl(record.logoId) : null,
    languages: record.languages as Language[],
    updatedAt: record.updatedAt.toISOString(),
  };
}

export async function getBrand(ctx: SessionCallContext): Promise<Brand | null> {
  const record = await repo.findBrand(ctx.db, ctx.session.accountId);
  return record ? toBrand(record) : null;
}

/** The brand is the company's face to consumers: its administrators (cerv.cerv_admin) or product editors change it. */
export async function saveBrand(ctx: SessionCallContext, input: BrandInput): Promise<Brand> {
  const { accountId, rights } = ctx.session;
  if (!holdsAny(rights, BRAND_EDIT_RIGHTS)) throw new AppError(ERRORS.common.forbidden);
  if (input.logoId && !(await repo.isMediaOfAccount(ctx.db, accountId, input.logoId)))
    throw new AppError(ERRORS.common.notFound);
  const before = await getBrand(ctx);
  const record = await repo.saveBrand(ctx.db, {
    accountId,
    name: input.name,
    history: input.history ?? null,
    ownerFirstName: input.ownerFirstName ?? null,
    ownerLastName: input.ownerLastName ?? null,
    contact: input.contact ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    website: input.website ?? null,
    socialNetworks: input.socialNetworks as { network: SocialNetwork; url: string }[],
    logoId: input.logoId,
    languages: input.languages,
  });
  const after = toBrand(record);
  ctx.audit({ targetId: accountId, before, after });
  return after;
}
