import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventModelItem, EventModelOptions, Localised } from '@seal/shared/contract/trace-events';
import { entities, sites, tenantAccountId } from './organisation';
import { products } from './products';
import { serialColumns } from './seals';
import { users } from './users';

/*
 * Traceability (docs/traceability.md): event models, events, container models, product
 * containers and packed containers. Seals an event or a container concerns are stored as ranges
 * of serials (DESIGN.md section 6), like activations: declaring an event on 100,000 seals of one
 * reel writes one range row. The GiST indexes and the exclusion constraint on packed seals are at
 * the end of migration 0010 (drizzle cannot express them).
 */

/** A range of serials with the key its references were printed with (decision 0007), to print them again. */
const keyedSerialColumns = () => ({
  ...serialColumns(),
  keyVersion: smallint('key_version').notNull(),
});

export const eventModels = pgTable(
  'event_models',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    /** The entity that made it; with sharedWithEntities its sub-entities declare from it too. */
    entityId: uuid('entity_id').notNull(),
    name: jsonb('name').$type<Localised>().notNull(),
    items: jsonb('items').$type<EventModelItem[]>().notNull().default([]),
    options: jsonb('options').$type<EventModelOptions>().notNull(),
    target: text('target', { enum: ['mandatory', 'optional', 'none'] }).notNull(),
    bizStep: text('biz_step').notNull(),
    disposition: text('disposition'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'event_models_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'event_models_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('event_models_account_idx').on(t.accountId, t.entityId, t.updatedAt),
  ],
);

/** The sites an event model applies to (spec 000: a site lists its event models). */
export const eventModelSites = pgTable(
  'event_model_sites',
  {
    accountId: tenantAccountId(),
    eventModelId: uuid('event_model_id').notNull(),
    siteId: uuid('site_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'event_model_sites_event_model_id_fk',
      columns: [t.accountId, t.eventModelId],
      foreignColumns: [eventModels.accountId, eventModels.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'event_model_sites_site_id_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [sites.accountId, sites.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.eventModelId, t.siteId] }),
    index('event_model_sites_site_idx').on(t.siteId),
  ],
);

export const containerModels = pgTable(
  'container_models',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    name: text('name').notNull(),
    language: text('language', { enum: ['en', 'fr', 'zh'] }).notNull(),
    level: smallint('level').notNull(),
    contentType: text('content_type', { enum: ['objects', 'containers', 'both'] }).notNull(),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    skus: text('skus')
      .array()
      .notNull()
      .default(sql`'{}'`),
    codeKind: text('code_kind', { enum: ['console', 'sscc'] })
      .notNull()
      .default('console'),
    /** An SSCC model's extension digit and GS1 company prefix. */
    ssccPrefix: text('sscc_prefix'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'container_models_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    index('container_models_account_idx').on(t.accountId, t.updatedAt),
    check('container_models_level_check', sql`level between 1 and 10`),
    check(
      'container_models_quantity_check',
      sql`min_quantity >= 1 and max_quantity < 500 and min_quantity < max_quantity`,
    ),
    check('container_models_level_one_check', sql`level > 1 or content_type = 'objects'`),
    check('container_models_sscc_check', sql`code_kind = 'console' or sscc_prefix is not null`),
  ],
);

export const containerModelSites = pgTable(
  'container_model_sites',
  {
    accountId: tenantAccountId(),
    containerModelId: uuid('container_model_id').notNull(),
    siteId: uuid('site_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'container_model_sites_container_model_id_fk',
      columns: [t.accountId, t.containerModelId],
      foreignColumns: [containerModels.accountId, containerModels.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'container_model_sites_site_id_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [sites.accountId, sites.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.containerModelId, t.siteId] }),
    index('container_model_sites_site_idx').on(t.siteId),
  ],
);

/** A product's container (its case, its pallet) with its own GTIN (spec 000 "Product container"). */
export const productContainers = pgTable(
  'product_containers',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    containerModelId: uuid('container_model_id').notNull(),
    productId: uuid('product_id').notNull(),
    /** 14 digits (normaliseGtin): unique in the account (containerModel.eanExists, 900). */
    gtin: text('gtin').notNull(),
    parentId: uuid('parent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'product_containers_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    foreignKey({
      name: 'product_containers_parent_id_fk',
      columns: [t.accountId, t.parentId],
      foreignColumns: [t.accountId, t.id],
    }),
    uniqueIndex('product_containers_gtin_idx').on(t.accountId, t.gtin),
    foreignKey({
      name: 'product_containers_model_fk',
      columns: [t.accountId, t.containerModelId],
      foreignColumns: [containerModels.accountId, containerModels.id],
    }),
  ],
);

/** A packed container: one case, one pallet, with its code. */
export const containers = pgTable(
  'containers',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    /** Unique on the platform: a code looked up names one container. */
    code: text('code').notNull(),
    codeKind: text('code_kind', { enum: ['console', 'sscc'] }).notNull(),
    productContainerId: uuid('product_container_id').notNull(),
    level: smallint('level').notNull(),
    parentId: uuid('parent_id'),
    sealCount: integer('seal_count').notNull().default(0),
    childCount: integer('child_count').notNull().default(0),
    createdBy: uuid('created_by'),
    packedAt: timestamp('packed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'containers_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'containers_parent_id_fk',
      columns: [t.accountId, t.parentId],
      foreignColumns: [t.accountId, t.id],
    }),
    foreignKey({
      name: 'containers_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    // Unique across accounts through global_keys; here, within the account.
    uniqueIndex('containers_code_idx').on(t.accountId, t.code),
    index('containers_parent_idx').on(t.accountId, t.parentId),
    index('containers_product_container_idx').on(t.accountId, t.productContainerId),
    foreignKey({
      name: 'containers_product_container_fk',
      columns: [t.accountId, t.productContainerId],
      foreignColumns: [productContainers.accountId, productContainers.id],
    }),
  ],
);

/** The seals a container holds, as ranges; a seal is in at most one container (exclusion, migration 0010). */
export const containerSeals = pgTable(
  'container_seals',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    containerId: uuid('container_id').notNull(),
    ...keyedSerialColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    index('container_seals_container_idx').on(t.accountId, t.containerId),
    foreignKey({
      name: 'container_seals_container_fk',
      columns: [t.accountId, t.containerId],
      foreignColumns: [containers.accountId, containers.id],
    }).onDelete('cascade'),
    check('container_seals_serials_check', sql`first_serial >= 0 and last_serial >= first_serial`),
  ],
);

/** Sequences of SSCC serials, one per container model (a model's prefix numbers its containers). */
export const ssccCounters = pgTable(
  'sscc_counters',
  {
    containerModelId: uuid('container_model_id').notNull(),
    accountId: tenantAccountId(),
    lastSerial: bigint('last_serial', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.containerModelId] }),
    foreignKey({
      name: 'sscc_counters_container_model_id_fk',
      columns: [t.accountId, t.containerModelId],
      foreignColumns: [containerModels.accountId, containerModels.id],
    }).onDelete('cascade'),
  ],
);

/** An event: an EPCIS ObjectEvent (declared) or AggregationEvent (packing), of one model. */
export const traceEvents = pgTable(
  'trace_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    /** Null for a packing event, which follows no model. */
    eventModelId: uuid('event_model_id'),
    epcisType: text('epcis_type', { enum: ['ObjectEvent', 'AggregationEvent'] }).notNull(),
    action: text('action', { enum: ['ADD', 'OBSERVE', 'DELETE'] }).notNull(),
    bizStep: text('biz_step').notNull(),
    disposition: text('disposition'),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    /** The offset it was declared with (`+02:00`), EPCIS eventTimeZoneOffset. */
    eventTimeZoneOffset: text('event_time_zone_offset').notNull(),
    siteId: uuid('site_id'),
    targetSiteId: uuid('target_site_id'),
    /** The data items' values by AI tag, as the model's formats store them. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    /** Copied from the model when declared: the consumer sees it on the seals' consultation page. */
    public: boolean('public').notNull().default(false),
    /** The AggregationEvent's parent container. */
    parentContainerId: uuid('parent_container_id'),
    source: text('source', { enum: ['console', 'epcis', 'packing'] }).notNull(),
    referenceCount: integer('reference_count').notNull().default(0),
    containerCount: integer('container_count').notNull().default(0),
    ignoredCount: integer('ignored_count').notNull().default(0),
    /** A captured event's own eventID when it had one (EPCIS capture is idempotent on it). */
    epcisEventId: text('epcis_event_id'),
    /** EPCIS extensions of a captured event kept as they came (namespaced keys). */
    extensions: jsonb('extensions').$type<Record<string, unknown>>(),
    declaredBy: uuid('declared_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'trace_events_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'trace_events_site_id_fk',
      columns: [t.accountId, t.siteId],
      foreignColumns: [sites.accountId, sites.id],
    }),
    foreignKey({
      name: 'trace_events_target_site_id_fk',
      columns: [t.accountId, t.targetSiteId],
      foreignColumns: [sites.accountId, sites.id],
    }),
    foreignKey({
      name: 'trace_events_declared_by_fk',
      columns: [t.accountId, t.declaredBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('trace_events_account_time_idx').on(t.accountId, t.eventTime),
    index('trace_events_account_record_idx').on(t.accountId, t.createdAt),
    index('trace_events_model_idx').on(t.accountId, t.eventModelId),
    uniqueIndex('trace_events_epcis_id_idx').on(t.accountId, t.epcisEventId),
    foreignKey({
      name: 'trace_events_model_fk',
      columns: [t.accountId, t.eventModelId],
      foreignColumns: [eventModels.accountId, eventModels.id],
    }),
    foreignKey({
      name: 'trace_events_parent_fk',
      columns: [t.accountId, t.parentContainerId],
      foreignColumns: [containers.accountId, containers.id],
    }),
  ],
);

/** The seals of an event, as ranges (a container named expands to the seals it held then). */
export const traceEventSeals = pgTable(
  'trace_event_seals',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    eventId: uuid('event_id').notNull(),
    ...keyedSerialColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    index('trace_event_seals_event_idx').on(t.accountId, t.eventId),
    foreignKey({
      name: 'trace_event_seals_event_fk',
      columns: [t.accountId, t.eventId],
      foreignColumns: [traceEvents.accountId, traceEvents.id],
    }).onDelete('cascade'),
    check('trace_event_seals_serials_check', sql`first_serial >= 0 and last_serial >= first_serial`),
  ],
);

/** The containers an event was declared on, or packed (the AggregationEvent's children). */
export const traceEventContainers = pgTable(
  'trace_event_containers',
  {
    accountId: tenantAccountId(),
    eventId: uuid('event_id').notNull(),
    containerId: uuid('container_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.eventId, t.containerId] }),
    index('trace_event_containers_container_idx').on(t.accountId, t.containerId),
    foreignKey({
      name: 'trace_event_containers_event_fk',
      columns: [t.accountId, t.eventId],
      foreignColumns: [traceEvents.accountId, traceEvents.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trace_event_containers_container_fk',
      columns: [t.accountId, t.containerId],
      foreignColumns: [containers.accountId, containers.id],
    }),
  ],
);

/** A captured EPCIS document: its status for `GET /epcis/capture/:id` (the REST binding's capture job). */
export const epcisCaptures = pgTable(
  'epcis_captures',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    userId: uuid('user_id'),
    running: boolean('running').notNull().default(true),
    success: boolean('success'),
    eventCount: integer('event_count').notNull().default(0),
    capturedCount: integer('captured_count').notNull().default(0),
    errors: jsonb('errors').$type<unknown[]>().notNull().default([]),
    /** The GS1-Capture-Error-Behaviour it was sent with: rollback (all or nothing) or proceed. */
    errorBehaviour: text('error_behaviour').$type<'rollback' | 'proceed'>().notNull().default('rollback'),
    /** What is worth knowing but is no error: events stored that joined no seal, and why. */
    notes: jsonb('notes').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'epcis_captures_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }),
    index('epcis_captures_account_idx').on(t.accountId, t.createdAt),
  ],
);
