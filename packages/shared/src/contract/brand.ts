import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { optionalField, zEmail, zPhone, zText, zUrl } from '../validation';
import { defineMethod } from './define';
import { zId } from './id';

/**
 * The brand (/brand): one per account, shown to consumers on public pages. Read with cerv.view;
 * changed with cerv.cerv_admin or prod.edit (either: checked by the method, the contract lists none).
 */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'wechat',
  'weibo',
  'other',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const BRAND_HISTORY_MAX = 5000;
export const BRAND_MAX_SOCIAL = 20;
export const BRAND_EDIT_RIGHTS = ['cerv.cerv_admin', 'prod.edit'] as const;

export const zSocialLink = z.object({ network: z.enum(SOCIAL_NETWORKS), url: zUrl });

export const ZBrandInput = z
  .object({
    name: zText,
    history: optionalField(z.string().trim().max(BRAND_HISTORY_MAX)),
    ownerFirstName: optionalField(zText),
    ownerLastName: optionalField(zText),
    /** The contact person or service named to consumers. */
    contact: optionalField(zText),
    phone: optionalField(zPhone),
    email: optionalField(zEmail),
    website: optionalField(zUrl),
    socialNetworks: z.array(zSocialLink).max(BRAND_MAX_SOCIAL).default([]),
    logoId: zId.nullish().transform((value) => value ?? null),
    /** The languages the brand speaks to consumers in; the first is its main one. */
    languages: z.array(z.enum(LANGUAGES)).min(1).default(['en']),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.languages).size !== value.languages.length) {
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'validation.invalid' });
    }
  });

export type BrandInput = z.input<typeof ZBrandInput>;

export interface Brand {
  name: string;
  history: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  contact: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  socialNetworks: { network: SocialNetwork; url: string }[];
  logoId: string | null;
  /** GET /api/media/:id of the logo. */
  logoUrl: string | null;
  languages: Language[];
  updatedAt: string;
}

/** null until the brand is first saved. */
export const getBrand = defineMethod<Brand | null>()({
  model: 'brandModel',
  name: 'getBrand',
  access: 'session',
  rights: ['cerv.view'],
  input: z.object({}),
});

/** Creates or replaces the account's brand; a logoId not of the account answers common.notFound. */
export const saveBrand = defineMethod<Brand>()({
  model: 'brandModel',
  name: 'saveBrand',
  access: 'session',
  mutates: true,
  input: ZBrandInput,
});
