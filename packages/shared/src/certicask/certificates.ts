import { z } from 'zod';
import { zId } from '../contract/id';
import { zReferenceText } from '../contract/activation';
import type { CellarMaterial, ProviderActivity } from './cellar-fields';

/**
 * A certificate (docs/certicask.md): what a licensed device attests of a sealed cask or of the
 * sealed bottles filled from it: the wine, its plots, the providers who worked on it, the
 * container and the volume. It is frozen when issued (what it names is copied, as an invoice
 * copies its lines), numbered C<year>-<6 digits>, and covers a range of seals of one reel: the
 * cask's seal, or the bottles' seals. The private consultation of a covered seal shows it, and the
 * notifications of type `cert` tell of it.
 */
export const CERTIFICATE_SUBJECTS = ['cask', 'bottles'] as const;
export type CertificateSubject = (typeof CERTIFICATE_SUBJECTS)[number];

/** Seals one certificate covers at most (a bottling run). */
export const CERTIFICATE_MAX_SEALS = 100_000;
export const CERTIFICATE_NOTES_MAX = 1000;
export const CERTIFICATE_PLOTS_MAX = 50;
export const CERTIFICATE_PROVIDERS_MAX = 20;

/** What a device sends to certify (POST /api/certicask/device/certificates). */
export const zCertifyInput = z
  .object({
    subject: z.enum(CERTIFICATE_SUBJECTS),
    /** The cask (a cellar container of the account): required for a cask. */
    containerId: zId.nullish().transform((value) => value ?? null),
    /** The wine (a product of the account) it holds. */
    productId: zId,
    /** The seals: the cask's one seal, or the first and last bottles' of one reel. */
    firstReference: zReferenceText,
    lastReference: zReferenceText.nullish().transform((value) => value ?? null),
    plotIds: z.array(zId).max(CERTIFICATE_PLOTS_MAX).default([]),
    providerIds: z.array(zId).max(CERTIFICATE_PROVIDERS_MAX).default([]),
    volumeLitres: z
      .number()
      .positive()
      .max(1_000_000)
      .nullish()
      .transform((value) => value ?? null),
    /** Bottles: the number of the cask's certificate they were filled from. */
    fromCertificate: z
      .string()
      .trim()
      .regex(/^C\d{4}-\d{6}$/)
      .nullish()
      .transform((value) => value ?? null),
    notes: z
      .string()
      .trim()
      .max(CERTIFICATE_NOTES_MAX)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    if (value.subject === 'cask' && !value.containerId)
      ctx.addIssue({ code: 'custom', path: ['containerId'], message: 'validation.required' });
  });
export type CertifyInput = z.output<typeof zCertifyInput>;

/** What the certificate copied of each thing it names, as it was when issued. */
export interface CertificatePlot {
  id: string;
  name: string;
  grapeVariety: string;
  surface: number;
  locality: string | null;
}
export interface CertificateProvider {
  id: string;
  name: string;
  activity: ProviderActivity;
}
export interface CertificateContainer {
  id: string;
  name: string;
  material: CellarMaterial;
  capacityLitres: number;
  identifier: string | null;
}

export interface Certificate {
  id: string;
  /** C<year>-<6 digits>, numbered like orders and invoices (one sequence a year). */
  number: string;
  subject: CertificateSubject;
  firstReference: string;
  lastReference: string;
  sealCount: number;
  product: { id: string; title: string; gtin: string | null };
  /** The wine's vintage and estate when the product is a wine. */
  vintage: number | null;
  estateName: string | null;
  container: CertificateContainer | null;
  plots: CertificatePlot[];
  providers: CertificateProvider[];
  volumeLitres: number | null;
  notes: string | null;
  /** The cask's certificate the bottles were filled from. */
  from: { id: string; number: string } | null;
  device: { name: string; identifier: string };
  issuedAt: string;
}
