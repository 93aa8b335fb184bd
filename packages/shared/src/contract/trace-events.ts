import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { DYNAMIC_DATA_FORMATS, type DynamicDataFormat } from '../products/dynamic-data';
import { zText } from '../validation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/**
 * Traceability events (docs/traceability.md): event models say what a step of the supply chain
 * records; events declare that step on seals, typed, pasted, as a range or through the container
 * holding them. Underneath, an event is a GS1 EPCIS 2.0 event (ObjectEvent for a declaration,
 * AggregationEvent for packing): its model's business step and disposition, the site as read point.
 */

// ---------------------------------------------------------------------------------------------
// Event models

/** A text per language; English is mandatory (spec 001 section 5), the others fall back to it. */
export const zLocalised = z
  .object({ en: zText, fr: zText.optional(), zh: zText.optional() })
  .transform((value) => Object.fromEntries(Object.entries(value).filter(([, text]) => text)) as Localised);
export type Localised = { en: string } & Partial<Record<Exclude<Language, 'en'>, string>>;

/** The text in `language`, else the English one. */
export const localised = (text: Localised, language: string): string =>
  (LANGUAGES.includes(language as Language) ? text[language as Language] : undefined) ?? text.en;

/** How the event's target (the site the goods go to) is asked at declaration. */
export const EVENT_TARGET_CHOICES = ['mandatory', 'optional', 'none'] as const;
export type EventTargetChoice = (typeof EVENT_TARGET_CHOICES)[number];

/** Colour levels of a data item as shown in the event lists and consultations: 0 neutral .. 3 alert. */
export const EVENT_COLOUR_LEVELS = [0, 1, 2, 3] as const;
export type EventColourLevel = (typeof EVENT_COLOUR_LEVELS)[number];

/** The GS1 CBV 2.0 business steps an event model may carry (EPCIS bizStep, bare CBV names). */
export const CBV_BUSINESS_STEPS = [
  'commissioning',
  'packing',
  'unpacking',
  'shipping',
  'receiving',
  'storing',
  'picking',
  'loading',
  'unloading',
  'inspecting',
  'repairing',
  'retail_selling',
  'decommissioning',
  'destroying',
  'other',
] as const;
export type CbvBusinessStep = (typeof CBV_BUSINESS_STEPS)[number];

/** The GS1 CBV 2.0 dispositions an event model may carry (EPCIS disposition); null for none. */
export const CBV_DISPOSITIONS = [
  'active',
  'in_progress',
  'in_transit',
  'sellable_accessible',
  'sellable_not_accessible',
  'non_sellable_other',
  'recalled',
  'returned',
  'damaged',
  'destroyed',
  'expired',
] as const;
export type CbvDisposition = (typeof CBV_DISPOSITIONS)[number];

export const EVENT_MODEL_ITEMS_MAX = 30;
export const EVENT_MODEL_LIST_ITEMS_MAX = 100;
export const EVENT_MODEL_SITES_MAX = 200;
/** An AI tag: a GS1 Application Identifier (2 to 4 digits) or a short tag of letters, digits and _ . -. */
export const AI_TAG_PATTERN = /^[A-Za-z0-9_.-]{1,20}$/;

export interface EventModelListItem {
  label: Localised;
}

export interface EventModelItem {
  label: Localised;
  format: DynamicDataFormat;
  aiTag: string;
  /** The choices of a list (at least one). */
  listItems: EventModelListItem[];
  /** The input mask of a masked text (A a letter, 9 a digit). */
  mask: string | null;
  colourLevel: EventColourLevel;
  /** The value is a country the goods go to (the event's target country). */
  targetCountry: boolean;
  mandatory: boolean;
}

export interface EventModelOptions {
  canDeclareContainers: boolean;
  severalReferences: boolean;
  /** Its events appear on the consumer's consultation page of their seals. */
  public: boolean;
  /** The sub-entities of its entity may declare from it too. */
  sharedWithEntities: boolean;
  /** It starts a product's journey (the first event shown). */
  startEvent: boolean;
}

export interface EventModel {
  id: string;
  name: Localised;
  items: EventModelItem[];
  options: EventModelOptions;
  target: EventTargetChoice;
  bizStep: CbvBusinessStep;
  disposition: CbvDisposition | null;
  siteIds: string[];
  /** The entity that made it. */
  entityId: string;
  /** Events were declared from it: it cannot be modified (a copy can be made). */
  inUse: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface EventModelRow {
  id: string;
  name: Localised;
  entityName: string;
  itemCount: number;
  siteCount: number;
  eventCount: number;
  public: boolean;
  startEvent: boolean;
  bizStep: CbvBusinessStep;
  updatedAt: string;
}

const zLocalisedLabel = zLocalised;
export const zEventModelItem = z.object({
  label: zLocalisedLabel,
  format: z.enum(DYNAMIC_DATA_FORMATS),
  aiTag: z.string().trim().regex(AI_TAG_PATTERN, 'validation.invalid'),
  listItems: z
    .array(z.object({ label: zLocalisedLabel }))
    .max(EVENT_MODEL_LIST_ITEMS_MAX)
    .default([]),
  mask: z
    .string()
    .trim()
    .max(45)
    .nullish()
    .transform((value) => value || null),
  colourLevel: z.union(EVENT_COLOUR_LEVELS.map((level) => z.literal(level))).default(0),
  targetCountry: z.boolean().default(false),
  mandatory: z.boolean().default(false),
});

/**
 * The fields of a model. The rules the schema cannot say (labels unique in the model and in each
 * list, whatever their case; AI tags unique; a list with at least one item; a mask for a masked
 * text; the target-country flag on a country item only) are `eventModelProblems`, run by the
 * form and by the server alike (packages/shared/src/traceability/event-model-rules.ts).
 */
export const zEventModelFields = z.object({
  name: zLocalised,
  items: z.array(zEventModelItem).max(EVENT_MODEL_ITEMS_MAX).default([]),
  options: z.object({
    canDeclareContainers: z.boolean().default(false),
    severalReferences: z.boolean().default(true),
    public: z.boolean().default(false),
    sharedWithEntities: z.boolean().default(false),
    startEvent: z.boolean().default(false),
  }),
  target: z.enum(EVENT_TARGET_CHOICES).default('none'),
  bizStep: z.enum(CBV_BUSINESS_STEPS).default('other'),
  disposition: z.enum(CBV_DISPOSITIONS).nullable().default(null),
  siteIds: z.array(zId).max(EVENT_MODEL_SITES_MAX).default([]),
});
export type EventModelFields = z.input<typeof zEventModelFields>;

const em = 'eventModel';

/** `search` matches the names in every language. */
export const list = defineMethod<ListResult<EventModelRow>>()({
  model: em,
  name: 'list',
  access: 'session',
  rights: ['trac.eventmdl_view'],
  input: listInput({
    sort: ['name', 'updatedAt', 'eventCount'],
    filters: z.object({ siteId: zId.optional(), public: z.boolean().optional() }),
  }),
});

/** Readable by who views models and by who declares events (the declaration form reads its model). */
export const get = defineMethod<EventModel>()({
  model: em,
  name: 'get',
  access: 'session',
  anyOf: ['trac.eventmdl_view', 'trac.event_create'],
  input: z.object({ eventModelId: zId }),
});

/** The models the user may declare from: their entity's, and the shared ones of the entities above. */
export const declarable = defineMethod<EventModel[]>()({
  model: em,
  name: 'declarable',
  access: 'session',
  rights: ['trac.event_create'],
  input: z.object({}),
});

/** Site ids must be the account's; the rules of `eventModelProblems` answer `common.validation` on their field. */
export const create = defineMethod<EventModel>()({
  model: em,
  name: 'create',
  access: 'session',
  rights: ['trac.eventmdl_create'],
  mutates: true,
  input: zEventModelFields,
});

/** A model with events: `traceability.modelInUse` (make a copy). */
export const update = defineMethod<EventModel>()({
  model: em,
  name: 'update',
  access: 'session',
  rights: ['trac.eventmdl_edit'],
  mutates: true,
  input: zEventModelFields.extend({ eventModelId: zId }),
});

/** A copy, not in use, named "<English name> (copy)" unless a name is given. */
export const copy = defineMethod<EventModel>()({
  model: em,
  name: 'copy',
  access: 'session',
  rights: ['trac.eventmdl_create'],
  mutates: true,
  input: z.object({ eventModelId: zId, name: zLocalised.optional() }),
});

// ---------------------------------------------------------------------------------------------
// Events

/** References of one declaration, each way at once (spec 000: typed, pasted in bulk, a range, a container code). */
export const EVENT_TYPED_REFERENCES_MAX = 10_000;
export const EVENT_RANGES_MAX = 100;
export const EVENT_CONTAINERS_MAX = 100;
/** Seals one range may name (a reel holds at most 1,000,000). */
export const EVENT_RANGE_SEALS_MAX = 1_000_000;
/** Ignored inputs an answer gives back as examples. */
export const EVENT_IGNORED_SAMPLES = 20;

const zTyped = z.string().trim().min(1).max(40);
export const zEventReferences = z.object({
  /** References typed or pasted one per line; wrong ones are ignored and counted. */
  references: z.array(zTyped).max(EVENT_TYPED_REFERENCES_MAX).default([]),
  /** First and last reference of ranges, each on one reel. */
  ranges: z
    .array(z.object({ first: zTyped, last: zTyped }))
    .max(EVENT_RANGES_MAX)
    .default([]),
  /** Container codes, standing for every seal they hold (the model must allow containers). */
  containerCodes: z.array(zTyped).max(EVENT_CONTAINERS_MAX).default([]),
});
export type EventReferencesInput = z.input<typeof zEventReferences>;

export const zEventFields = z.object({
  eventModelId: zId,
  /** When it happened: an instant with its offset (kept for EPCIS eventTimeZoneOffset). */
  eventTime: z.iso.datetime({ offset: true }),
  /** Where it happened (the read point): one of the model's sites when it names any. */
  siteId: zId.nullable().default(null),
  /** Where the goods go: asked as the model's `target` says. */
  targetSiteId: zId.nullable().default(null),
  /** The model's data items' values, by AI tag, checked against each item's format. */
  data: z.record(z.string().max(20), z.string().max(500)).default({}),
  ...zEventReferences.shape,
});
export type EventFieldsInput = z.input<typeof zEventFields>;

/** Why a typed reference, range or container was not taken. */
export const IGNORED_REASONS = ['format', 'unknown', 'range', 'duplicate', 'container'] as const;
export type IgnoredReason = (typeof IGNORED_REASONS)[number];

export interface DeclareResult {
  eventId: string;
  /** Seals the event concerns (ranges and containers counted seal by seal). */
  referenceCount: number;
  containerCount: number;
  /** Inputs not taken: references of wrong format, not seals of the scope, wrong ranges or containers. */
  ignoredCount: number;
  ignored: { input: string; reason: IgnoredReason }[];
}

export interface EventRange {
  first: string;
  last: string;
  count: number;
}

export interface TraceEventRow {
  id: string;
  eventModelId: string;
  modelName: Localised;
  eventTime: string;
  siteName: string | null;
  targetSiteName: string | null;
  referenceCount: number;
  containerCount: number;
  ignoredCount: number;
  public: boolean;
  bizStep: CbvBusinessStep;
  /** console: declared on a screen; epcis: captured from an EPCIS document; packing: a container was packed. */
  source: 'console' | 'epcis' | 'packing';
  declaredBy: string | null;
  createdAt: string;
}

export interface TraceEventDataValue {
  aiTag: string;
  label: Localised;
  value: string;
  colourLevel: EventColourLevel;
}

export interface TraceEvent extends TraceEventRow {
  siteId: string | null;
  targetSiteId: string | null;
  data: TraceEventDataValue[];
  /** Its seals as ranges of printed references (at most 1,000 ranges shown; `rangeCount` has them all). */
  ranges: EventRange[];
  rangeCount: number;
  containerCodes: string[];
  /** The EPCIS event id (`urn:uuid:<id>`). */
  epcisEventId: string;
  /**
   * The EPCIS event as it was captured (JSON-LD, as GET /epcis/events/{eventID} answers it) when the
   * event joined from a capture; null for the console's own declarations and packing.
   */
  epcis: Record<string, unknown> | null;
  updatedAt: string;
}

const ev = 'traceEvent';

/**
 * `search` matches model names and site names; `reference` lists the events of one seal (directly
 * or through a container), `containerCode` those declared on a container.
 */
export const listEvents = defineMethod<ListResult<TraceEventRow>>()({
  model: ev,
  name: 'list',
  access: 'session',
  rights: ['trac.event_view'],
  input: listInput({
    sort: ['eventTime', 'createdAt', 'referenceCount'],
    filters: z.object({
      eventModelId: zId.optional(),
      siteId: zId.optional(),
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
      reference: zTyped.optional(),
      containerCode: zTyped.optional(),
    }),
  }),
});

export const getEvent = defineMethod<TraceEvent>()({
  model: ev,
  name: 'get',
  access: 'session',
  rights: ['trac.event_view'],
  input: z.object({ eventId: zId }),
});

/**
 * Declares an event. Errors: `traceability.noReference` (nothing valid named), `traceability.
 * singleReference` (the model takes one seal), `traceability.containersRefused` (the model takes
 * no container), `traceability.targetRequired`, `traceability.siteNotOfModel`, data values on
 * `data.<aiTag>` (common.validation). A model of another entity not shared: common.notFound.
 */
export const declare = defineMethod<DeclareResult>()({
  model: ev,
  name: 'declare',
  access: 'session',
  rights: ['trac.event_create'],
  mutates: true,
  input: zEventFields,
});

/** Changes an event the console declared (its model stays); the same rules as `declare`. */
export const updateEvent = defineMethod<DeclareResult>()({
  model: ev,
  name: 'update',
  access: 'session',
  rights: ['trac.event_create'],
  mutates: true,
  input: zEventFields.omit({ eventModelId: true }).extend({ eventId: zId }),
});

/** The events of one seal, oldest first (the private consultation; the containers it was in included). */
export interface SealEvent {
  id: string;
  modelName: Localised;
  eventTime: string;
  /** The offset it was declared with (`+02:00`): where it happened, the time read there. */
  eventTimeZoneOffset: string;
  siteName: string | null;
  targetSiteName: string | null;
  bizStep: CbvBusinessStep;
  public: boolean;
  data: TraceEventDataValue[];
  /** Declared on this container of the seal (null when on the seal itself). */
  containerCode: string | null;
}

export const ofReference = defineMethod<{ ref: string; events: SealEvent[] }>()({
  model: ev,
  name: 'ofReference',
  access: 'session',
  anyOf: ['trac.event_view', 'secu.history'],
  input: z.object({ ref: zTyped }),
});
