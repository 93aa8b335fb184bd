import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CELLAR_MATERIALS } from '@seal/shared/constants';
import type { BillingFields } from '@seal/shared/certicask/licences';
import { LICENCE_STATES } from '@seal/shared/certicask/licences';
import { PROVIDER_ACTIVITIES } from '@seal/shared/certicask/cellar-fields';
import {
  CERTIFICATE_SUBJECTS,
  type CertificateContainer,
  type CertificatePlot,
  type CertificateProvider,
} from '@seal/shared/certicask/certificates';
import { tenantAccountId } from './organisation';
import { products } from './products';
import { serialColumns } from './seals';
import { tradeOrders } from './trade';
import { users } from './users';

/**
 * Cask certification (docs/certicask.md): the account's plots, service providers and cellar
 * containers; its licence orders (each one trade order) and the licences they made; and the
 * certificates the licensed devices issued, frozen when issued.
 */
const stamps = () => ({
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const caskPlots = pgTable(
  'cask_plots',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    /** Hectares, above 0 and below 1000. */
    surface: real('surface').notNull(),
    grapeVariety: text('grape_variety').notNull(),
    locality: text('locality'),
    cadastralReference: text('cadastral_reference'),
    plantedYear: smallint('planted_year'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'cask_plots_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('cask_plots_account_idx').on(t.accountId, t.updatedAt),
    check('cask_plots_surface_check', sql`${t.surface} > 0 and ${t.surface} < 1000`),
  ],
);

export const caskProviders = pgTable(
  'cask_providers',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    activity: text('activity', { enum: PROVIDER_ACTIVITIES }).notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'cask_providers_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('cask_providers_account_idx').on(t.accountId, t.updatedAt),
  ],
);

export const caskContainers = pgTable(
  'cask_containers',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    capacityLitres: real('capacity_litres').notNull(),
    material: text('material', { enum: CELLAR_MATERIALS }).notNull(),
    identifier: text('identifier'),
    providerId: uuid('provider_id'),
    year: smallint('year'),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'cask_containers_provider_id_fk',
      columns: [t.accountId, t.providerId],
      foreignColumns: [caskProviders.accountId, caskProviders.id],
    }),
    foreignKey({
      name: 'cask_containers_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('cask_containers_account_idx').on(t.accountId, t.updatedAt),
    check('cask_containers_capacity_check', sql`${t.capacityLitres} > 0`),
  ],
);

/**
 * A licence order: one trade order (its number, lines, invoice and payment are the trade's), with
 * what licences it buys and whom it bills. Its state follows the trade order's pay status
 * (docs/certicask.md); `validated_at` is when its payment made its licences.
 */
export const caskLicenceOrders = pgTable(
  'cask_licence_orders',
  {
    orderId: uuid('order_id').notNull(),
    accountId: tenantAccountId(),
    quantity: integer('quantity').notNull(),
    billing: jsonb('billing').$type<BillingFields>().notNull(),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.orderId] }),
    foreignKey({
      name: 'cask_licence_orders_order_id_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [tradeOrders.accountId, tradeOrders.id],
    }),
    foreignKey({
      name: 'cask_licence_orders_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    index('cask_licence_orders_account_idx').on(t.accountId, t.createdAt),
    check('cask_licence_orders_quantity_check', sql`${t.quantity} between 1 and 100`),
  ],
);

export const caskLicences = pgTable(
  'cask_licences',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    orderId: uuid('order_id').notNull(),
    /** L<year>-<6 digits>. */
    number: text('number').notNull(),
    state: text('state', { enum: LICENCE_STATES }).notNull().default('free'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    deviceName: text('device_name'),
    deviceIdentifier: text('device_identifier'),
    /** SHA-256 of the device's key (`ccd_...`), shown once when the licence is assigned. */
    deviceKeyHash: text('device_key_hash'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'cask_licences_order_id_fk',
      columns: [t.accountId, t.orderId],
      foreignColumns: [caskLicenceOrders.accountId, caskLicenceOrders.orderId],
    }),
    // Unique across accounts through global_keys; here, within the account.
    uniqueIndex('cask_licences_number_idx').on(t.accountId, t.number),
    index('cask_licences_account_idx').on(t.accountId, t.state, t.expiresAt),
    // A device holds one licence at a time (certicask.deviceTaken).
    uniqueIndex('cask_licences_device_idx')
      .on(t.accountId, t.deviceIdentifier)
      .where(sql`${t.state} = 'used'`),
    // A device's key is found through global_keys (device_key) before its account is known.
    uniqueIndex('cask_licences_key_idx').on(t.accountId, t.deviceKeyHash),
    check(
      'cask_licences_device_check',
      sql`(${t.state} = 'used') = (${t.deviceKeyHash} is not null and ${t.deviceIdentifier} is not null)`,
    ),
  ],
);

/** What a certificate copied of what it names, as it was when issued. */
export interface CertificateContent {
  product: { id: string; title: string; gtin: string | null };
  vintage: number | null;
  estateName: string | null;
  container: CertificateContainer | null;
  plots: CertificatePlot[];
  providers: CertificateProvider[];
}

/**
 * A certificate: a range of seals of one reel (the cask's seal, or the bottles') and what the
 * device attested of it. Never updated (a test reads the server code to prove it).
 */
export const caskCertificates = pgTable(
  'cask_certificates',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    /** C<year>-<6 digits>. */
    number: text('number').notNull(),
    subject: text('subject', { enum: CERTIFICATE_SUBJECTS }).notNull(),
    ...serialColumns(),
    keyVersion: smallint('key_version').notNull(),
    firstReference: text('first_reference').notNull(),
    lastReference: text('last_reference').notNull(),
    productId: uuid('product_id'),
    containerId: uuid('container_id'),
    content: jsonb('content').$type<CertificateContent>().notNull(),
    volumeLitres: real('volume_litres'),
    notes: text('notes'),
    fromCertificateId: uuid('from_certificate_id'),
    licenceId: uuid('licence_id').notNull(),
    deviceName: text('device_name').notNull(),
    deviceIdentifier: text('device_identifier').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'cask_certificates_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    foreignKey({
      name: 'cask_certificates_container_id_fk',
      columns: [t.accountId, t.containerId],
      foreignColumns: [caskContainers.accountId, caskContainers.id],
    }),
    foreignKey({
      name: 'cask_certificates_from_certificate_id_fk',
      columns: [t.accountId, t.fromCertificateId],
      foreignColumns: [t.accountId, t.id],
    }),
    foreignKey({
      name: 'cask_certificates_licence_id_fk',
      columns: [t.accountId, t.licenceId],
      foreignColumns: [caskLicences.accountId, caskLicences.id],
    }),
    // Unique across accounts through global_keys; here, within the account.
    uniqueIndex('cask_certificates_number_idx').on(t.accountId, t.number),
    index('cask_certificates_account_idx').on(t.accountId, t.issuedAt),
    check('cask_certificates_serials_check', sql`first_serial >= 0 and last_serial >= first_serial`),
  ],
);
