import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { zGtin, zText } from '../validation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';
import { zEventReferences, type EventRange, type IgnoredReason, type SealEvent } from './trace-events';

/**
 * Containers (docs/traceability.md): container models (a case of 6, a pallet of 40 cases), product
 * containers (a product's case with its own GTIN) and the containers packed from them, each with a
 * code (the console's 17-character shape, or a GS1 SSCC when its model asks for it). Packing seals
 * into a container and containers into a parent is an EPCIS AggregationEvent.
 */

/** Spec 001 section 9: levels 1 to 10; the help names the first three. */
export const CONTAINER_LEVEL_MIN = 1;
export const CONTAINER_LEVEL_MAX = 10;
export const CONTAINER_LEVEL_NAMES = { 1: 'item', 2: 'case', 3: 'pallet' } as const;
/** Spec 001 section 5: a quantity is positive and under 500. */
export const CONTAINER_QUANTITY_MAX = 499;
export const CONTAINER_SKUS_MAX = 50;
export const CONTAINER_SITES_MAX = 200;
/** Containers one pack names at once. */
export const PACK_CHILDREN_MAX = CONTAINER_QUANTITY_MAX;
/** Nodes a content tree answers (deeper or wider contents say `truncated`). */
export const CONTAINER_TREE_NODES_MAX = 2_000;

/** What a container of the model holds: seals only, containers only, or both (level 1: seals only). */
export const CONTAINER_CONTENT_TYPES = ['objects', 'containers', 'both'] as const;
export type ContainerContentType = (typeof CONTAINER_CONTENT_TYPES)[number];

/** How its containers are coded: the console's own shape, or a GS1 SSCC (18 digits) from the model's prefix. */
export const CONTAINER_CODE_KINDS = ['console', 'sscc'] as const;
export type ContainerCodeKind = (typeof CONTAINER_CODE_KINDS)[number];

/** An SSCC's extension digit and GS1 company prefix: 7 to 13 digits (the serial fills the rest). */
export const SSCC_PREFIX_PATTERN = /^\d{7,13}$/;

export interface ContainerModel {
  id: string;
  name: string;
  language: Language;
  level: number;
  contentType: ContainerContentType;
  minQuantity: number;
  maxQuantity: number;
  skus: string[];
  codeKind: ContainerCodeKind;
  ssccPrefix: string | null;
  siteIds: string[];
  /** Product containers or packed containers use it: it cannot be modified. */
  inUse: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ContainerModelRow extends Omit<ContainerModel, 'siteIds' | 'skus'> {
  skuCount: number;
  productContainerCount: number;
  containerCount: number;
}

/**
 * The rules the schema cannot say alone (level 1 holds objects only; minimum below maximum; an
 * SSCC model needs its prefix) are `containerModelProblems` in packages/shared/src/traceability,
 * run by the form and the server; the server answers them as containerModel.invalidFields (103).
 */
export const zContainerModelFields = z.object({
  name: zText,
  language: z.enum(LANGUAGES),
  level: z.number().int().min(CONTAINER_LEVEL_MIN).max(CONTAINER_LEVEL_MAX),
  contentType: z.enum(CONTAINER_CONTENT_TYPES),
  minQuantity: z.number().int().min(1).max(CONTAINER_QUANTITY_MAX),
  maxQuantity: z.number().int().min(1).max(CONTAINER_QUANTITY_MAX),
  skus: z.array(z.string().trim().min(1).max(64)).max(CONTAINER_SKUS_MAX).default([]),
  codeKind: z.enum(CONTAINER_CODE_KINDS).default('console'),
  ssccPrefix: z
    .string()
    .trim()
    .regex(SSCC_PREFIX_PATTERN, 'validation.invalid')
    .nullish()
    .transform((value) => value || null),
  siteIds: z.array(zId).max(CONTAINER_SITES_MAX).default([]),
});
export type ContainerModelFields = z.input<typeof zContainerModelFields>;

const cm = 'containerModel';

export const listModels = defineMethod<ListResult<ContainerModelRow>>()({
  model: cm,
  name: 'list',
  access: 'session',
  rights: ['trac.mdl_ctn_view'],
  input: listInput({
    sort: ['name', 'level', 'updatedAt'],
    filters: z.object({ level: z.number().int().optional(), siteId: zId.optional() }),
  }),
});

export const getModel = defineMethod<ContainerModel>()({
  model: cm,
  name: 'get',
  access: 'session',
  rights: ['trac.mdl_ctn_view'],
  input: z.object({ containerModelId: zId }),
});

/** Rules broken: containerModel.invalidFields (103) with the failing fields; a site not of the account: notFound. */
export const createModel = defineMethod<ContainerModel>()({
  model: cm,
  name: 'create',
  access: 'session',
  rights: ['trac.mdl_ctn_add'],
  mutates: true,
  input: zContainerModelFields,
});

/** A model in use: containerModel.inUse (902); make a copy. */
export const updateModel = defineMethod<ContainerModel>()({
  model: cm,
  name: 'update',
  access: 'session',
  rights: ['trac.mdl_ctn_edit'],
  mutates: true,
  input: zContainerModelFields.extend({ containerModelId: zId }),
});

export const copyModel = defineMethod<ContainerModel>()({
  model: cm,
  name: 'copy',
  access: 'session',
  rights: ['trac.mdl_ctn_add'],
  mutates: true,
  input: z.object({ containerModelId: zId }),
});

/** A model in use: containerModel.inUse (902). */
export const removeModel = defineMethod<{ removed: true }>()({
  model: cm,
  name: 'remove',
  access: 'session',
  rights: ['trac.mdl_ctn_delete'],
  mutates: true,
  input: z.object({ containerModelId: zId }),
});

// ---------------------------------------------------------------------------------------------
// Product containers

export interface ProductContainer {
  id: string;
  containerModelId: string;
  containerModelName: string;
  level: number;
  productId: string;
  productTitle: string;
  /** Its own GTIN (14 digits), unique in the account (containerModel.eanExists, 900). */
  gtin: string;
  /** The product container it goes into (a case's pallet); of a higher level. */
  parentId: string | null;
  parentGtin: string | null;
  containerCount: number;
  createdAt: string;
  updatedAt: string;
}

export const zProductContainerFields = z.object({
  containerModelId: zId,
  productId: zId,
  gtin: zGtin,
  parentId: zId.nullable().default(null),
});

const pc = 'productContainer';

/** `search` matches the GTIN and the product's title. */
export const listProductContainers = defineMethod<ListResult<ProductContainer>>()({
  model: pc,
  name: 'list',
  access: 'session',
  rights: ['trac.mdl_ctn_view'],
  input: listInput({
    sort: ['gtin', 'productTitle', 'level', 'updatedAt'],
    filters: z.object({ containerModelId: zId.optional(), productId: zId.optional() }),
  }),
});

export const getProductContainer = defineMethod<ProductContainer>()({
  model: pc,
  name: 'get',
  access: 'session',
  rights: ['trac.mdl_ctn_view'],
  input: z.object({ productContainerId: zId }),
});

/**
 * Errors: containerModel.eanExists (900) for a GTIN the account already has; containerModel.notAdded
 * (901) when the parent's level is not above the model's or the parent's model takes no containers.
 */
export const createProductContainer = defineMethod<ProductContainer>()({
  model: pc,
  name: 'create',
  access: 'session',
  rights: ['trac.mdl_ctn_add'],
  mutates: true,
  input: zProductContainerFields,
});

export const updateProductContainer = defineMethod<ProductContainer>()({
  model: pc,
  name: 'update',
  access: 'session',
  rights: ['trac.mdl_ctn_edit'],
  mutates: true,
  input: zProductContainerFields.extend({ productContainerId: zId }),
});

/** Packed containers use it: containerModel.inUse (902). */
export const removeProductContainer = defineMethod<{ removed: true }>()({
  model: pc,
  name: 'remove',
  access: 'session',
  rights: ['trac.mdl_ctn_delete'],
  mutates: true,
  input: z.object({ productContainerId: zId }),
});

// ---------------------------------------------------------------------------------------------
// Packed containers (aggregation)

export interface ContainerRow {
  id: string;
  code: string;
  codeKind: ContainerCodeKind;
  level: number;
  productContainerId: string;
  productTitle: string;
  gtin: string;
  parentCode: string | null;
  sealCount: number;
  childCount: number;
  packedAt: string;
}

export interface ContainerNode {
  code: string;
  level: number;
  productTitle: string;
  gtin: string;
  /** Its seals as ranges of printed references. */
  ranges: EventRange[];
  sealCount: number;
  children: ContainerNode[];
}

export interface ContainerLookup {
  container: ContainerRow;
  /** From the outermost container down to this one's parent. */
  ancestors: { code: string; level: number }[];
  tree: ContainerNode;
  /** The tree was cut at CONTAINER_TREE_NODES_MAX nodes. */
  truncated: boolean;
  /** Events declared on the container and on its ancestors, oldest first. */
  events: SealEvent[];
  /** Events of the seals inside, oldest first (each seal's events once, with how many of its seals). */
  contentEvents: (SealEvent & { sealCount: number })[];
}

const ct = 'container';

/** `search` matches codes; filters narrow to a product container or a level, or to containers with no parent. */
export const listContainers = defineMethod<ListResult<ContainerRow>>()({
  model: ct,
  name: 'list',
  access: 'session',
  rights: ['trac.mdl_ctn_view'],
  input: listInput({
    sort: ['code', 'level', 'packedAt'],
    filters: z.object({
      productContainerId: zId.optional(),
      level: z.number().int().optional(),
      topOnly: z.boolean().optional(),
    }),
  }),
});

/**
 * A container by its code (private consultation, global search): a code of no container shape
 * answers containerLookup.invalid (103), one no container of the scope has containerLookup.unknown (116).
 */
export const lookup = defineMethod<ContainerLookup>()({
  model: ct,
  name: 'lookup',
  access: 'session',
  anyOf: ['trac.mdl_ctn_view', 'trac.event_view', 'secu.history'],
  input: z.object({ code: z.string().trim().min(1).max(40) }),
});

/** Where a seal is packed: its containers from the innermost out (empty when in none). */
export const ofReference = defineMethod<{ ref: string; path: { code: string; level: number }[] }>()({
  model: ct,
  name: 'ofReference',
  access: 'session',
  anyOf: ['trac.mdl_ctn_view', 'trac.event_view', 'secu.history'],
  input: z.object({ ref: z.string().trim().min(1).max(40) }),
});

export interface PackResult {
  container: ContainerRow;
  /** Seals and containers added by this pack. */
  sealCount: number;
  childCount: number;
  ignoredCount: number;
  ignored: { input: string; reason: IgnoredReason }[];
  /** The AggregationEvent recorded. */
  eventId: string;
}

/**
 * Packs seals (references, ranges) and containers (`containerCodes`) into a container: a new one of
 * `productContainerId` with a generated code, or the existing `code`. Checked against its model:
 * the content type (level 1 holds seals only), children of a lower level not packed elsewhere,
 * the quantity between the model's minimum and maximum (traceability.quantity: params min, max,
 * count), seals of the scope not packed elsewhere (traceability.alreadyPacked: params input, code).
 */
export const pack = defineMethod<PackResult>()({
  model: ct,
  name: 'pack',
  access: 'session',
  rights: ['trac.mdl_ctn_add'],
  mutates: true,
  input: zEventReferences.extend({
    productContainerId: zId.optional(),
    code: z.string().trim().min(1).max(40).optional(),
    siteId: zId.nullable().default(null),
    eventTime: z.iso.datetime({ offset: true }).optional(),
  }),
});

/** Takes seals and containers out of a container (all of them with `all`): an AggregationEvent DELETE. */
export const unpack = defineMethod<PackResult>()({
  model: ct,
  name: 'unpack',
  access: 'session',
  rights: ['trac.mdl_ctn_edit'],
  mutates: true,
  input: zEventReferences.extend({
    code: z.string().trim().min(1).max(40),
    all: z.boolean().default(false),
    siteId: zId.nullable().default(null),
    eventTime: z.iso.datetime({ offset: true }).optional(),
  }),
});
