import { z } from 'zod';
import { CELLAR_MATERIALS, LIMITS } from '../constants';
import { zId } from '../contract/id';
import { hasForbiddenChar, optionalField, zAddress, zEmail, zPhone, zText } from '../validation';
import { message } from '../validation/keys';

/**
 * Cask certification's vineyard and cellar (spec 000 "Plot", "Cellar container"; spec 001
 * sections 5 and 9): the plots the grapes come from, the service providers who work on the wine,
 * and the cellar's containers (vats, casks, jars) it ages in.
 */
export type CellarMaterial = (typeof CELLAR_MATERIALS)[number];

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);
const optionalText = optionalField(zText).transform((value) => value ?? null);

/** Spec 001 section 5: a plot's name is 3 to 35 characters (free text otherwise). */
export const zPlotName = z
  .string(message('validation.required'))
  .trim()
  .min(LIMITS.plotName.min, message('validation.plotName'))
  .max(LIMITS.plotName.max, message('validation.plotName'))
  .refine((value) => !hasForbiddenChar(value), message('validation.text.forbidden'));

/** Hectares, above 0 and below 1000 (spec 001 sections 5 and 9). */
export const zPlotSurface = z
  .number(message('validation.required'))
  .gt(LIMITS.plotSurface.above, message('validation.plotSurface'))
  .lt(LIMITS.plotSurface.below, message('validation.plotSurface'));

export const zPlotFields = z.object({
  name: zPlotName,
  surface: zPlotSurface,
  /** Required (spec 001 section 5). */
  grapeVariety: zText,
  /** Where it lies: the commune or the locality. */
  locality: optionalText,
  /** The land register's reference of the plot. */
  cadastralReference: optionalText,
  plantedYear: nullable(z.number().int().min(1800).max(2200)),
});
export type PlotFields = z.output<typeof zPlotFields>;

export const PROVIDER_ACTIVITIES = [
  'cooper',
  'oenologist',
  'bottler',
  'laboratory',
  'vineyardWork',
  'transporter',
  'other',
] as const;
export type ProviderActivity = (typeof PROVIDER_ACTIVITIES)[number];

export const zProviderFields = z.object({
  name: zText,
  activity: z.enum(PROVIDER_ACTIVITIES),
  email: optionalField(zEmail).transform((value) => value ?? null),
  phone: optionalField(zPhone).transform((value) => value ?? null),
  address: optionalField(zAddress).transform((value) => value ?? null),
});
export type ProviderFields = z.output<typeof zProviderFields>;

/** Litres: from a 1-litre demijohn to a 1,000,000-litre vat. */
export const CELLAR_CAPACITY_MAX = 1_000_000;

export const zCellarContainerFields = z.object({
  name: zText,
  capacityLitres: z.number(message('validation.required')).positive().max(CELLAR_CAPACITY_MAX),
  material: z.enum(CELLAR_MATERIALS),
  /** The container's own number in the cellar (painted on the cask), when it has one. */
  identifier: optionalText,
  /** Who made it (a cooper of the service providers). */
  providerId: zId.nullish().transform((value) => value ?? null),
  year: nullable(z.number().int().min(1800).max(2200)),
});
export type CellarContainerFields = z.output<typeof zCellarContainerFields>;
