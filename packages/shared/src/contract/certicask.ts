import { z } from 'zod';
import type { Right } from '../rights';
import type { PayStatus, TradeStatus, VatZone } from '../trade/statuses';
import {
  zCellarContainerFields,
  zPlotFields,
  zProviderFields,
  PROVIDER_ACTIVITIES,
  type CellarContainerFields,
  type PlotFields,
  type ProviderFields,
} from '../certicask/cellar-fields';
import { CERTIFICATE_SUBJECTS, type Certificate, type CertificateSubject } from '../certicask/certificates';
import {
  LICENCE_ORDER_MAX,
  LICENCE_ORDER_STATES,
  LICENCE_STATES,
  zBillingFields,
  zDevice,
  type BillingFields,
  type LicenceOrderState,
  type LicenceState,
} from '../certicask/licences';
import { CELLAR_MATERIALS } from '../constants';
import { zReferenceText } from './activation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';
import { PAYMENT_PROVIDERS, type BankTransferInstructions, type PaymentProvider } from './trade';

export * from '../certicask';

/**
 * Cask certification (docs/certicask.md; rights certicask.*): the vineyard's plots, the service
 * providers and the cellar's containers, the licences of the devices that certify casks and
 * bottles (bought in licence orders: trade orders with their invoice and payment), and the
 * certificates those devices issue. Every id is checked against the session's account.
 */

interface Stamped {
  id: string;
  createdAt: string;
  updatedAt: string;
}
export type Plot = PlotFields & Stamped;
export type Provider = ProviderFields & Stamped;
export interface CellarContainer extends CellarContainerFields, Stamped {
  providerName: string | null;
}

/** The list, get, create, update and remove of one cellar resource, each with its right. */
const crud =
  <Row>() =>
  <F extends z.ZodType, I extends z.ZodType, U extends z.ZodType>(options: {
    model: string;
    /** The fields a user fills in; `id` names one; `update` is both. */
    fields: F;
    id: I;
    update: U;
    sort: readonly [string, ...string[]];
    filters: z.ZodObject;
    rights: { add: Right; edit: Right; delete: Right };
  }) => {
    const { model } = options;
    const session = { model, access: 'session' } as const;
    return {
      list: defineMethod<ListResult<Row>>()({
        ...session,
        name: 'list',
        rights: ['certicask.view'],
        input: listInput({ sort: options.sort, filters: options.filters }),
      }),
      get: defineMethod<Row>()({ ...session, name: 'get', rights: ['certicask.view'], input: options.id }),
      create: defineMethod<Row>()({
        ...session,
        name: 'create',
        rights: ['certicask.view', options.rights.add],
        mutates: true,
        input: options.fields,
      }),
      update: defineMethod<Row>()({
        ...session,
        name: 'update',
        rights: ['certicask.view', options.rights.edit],
        mutates: true,
        input: options.update,
      }),
      remove: defineMethod<{ removed: true }>()({
        ...session,
        name: 'remove',
        rights: ['certicask.view', options.rights.delete],
        mutates: true,
        input: options.id,
      }),
    };
  };

const plotId = { plotId: zId };
const providerId = { providerId: zId };
const containerId = { containerId: zId };

/** Plots (search: name, grape variety, locality). */
export const plots = crud<Plot>()({
  model: 'plotModel',
  fields: zPlotFields,
  id: z.object(plotId),
  update: zPlotFields.extend(plotId),
  sort: ['name', 'surface', 'grapeVariety', 'updatedAt'],
  filters: z.object({}),
  rights: { add: 'certicask.parcelle_add', edit: 'certicask.parcelle_edit', delete: 'certicask.parcelle_delete' },
});

/** Service providers (search: name, e-mail). */
export const providers = crud<Provider>()({
  model: 'providerModel',
  fields: zProviderFields,
  id: z.object(providerId),
  update: zProviderFields.extend(providerId),
  sort: ['name', 'activity', 'updatedAt'],
  filters: z.object({ activity: z.enum(PROVIDER_ACTIVITIES).optional() }),
  rights: { add: 'certicask.presta_add', edit: 'certicask.presta_edit', delete: 'certicask.presta_delete' },
});

/** Cellar containers (search: name, identifier). A provider deleted leaves its containers without a maker. */
export const cellarContainers = crud<CellarContainer>()({
  model: 'cellarModel',
  fields: zCellarContainerFields,
  id: z.object(containerId),
  update: zCellarContainerFields.extend(containerId),
  sort: ['name', 'capacityLitres', 'material', 'updatedAt'],
  filters: z.object({ material: z.enum(CELLAR_MATERIALS).optional() }),
  rights: {
    add: 'certicask.contenant_add',
    edit: 'certicask.contenant_edit',
    delete: 'certicask.contenant_delete',
  },
});

export interface Licence {
  id: string;
  /** L<year>-<6 digits>. */
  number: string;
  state: LicenceState;
  expiresAt: string;
  device: { name: string; identifier: string; assignedAt: string } | null;
  revokedAt: string | null;
  revokeReason: string | null;
  orderId: string;
  orderNumber: string;
  /** Certificates its device issued. */
  certificateCount: number;
}

export interface LicenceOrderRow {
  id: string;
  /** The trade order (O<year>-<6 digits>), also listed in /trade/orders. */
  orderId: string;
  orderNumber: string;
  state: LicenceOrderState;
  payStatus: PayStatus;
  tradeStatus: TradeStatus;
  quantity: number;
  totalInclCents: number | null;
  billing: BillingFields;
  /** Its invoice, printable with certicask.order_print (GET licenceInvoicePath). */
  invoice: { id: string; number: string } | null;
  creditNote: { id: string; number: string } | null;
  createdAt: string;
  validatedAt: string | null;
}

export interface LicenceOffer {
  /** The licence article's price for the account, excluding tax, in euro cents; null when not on sale. */
  unitPriceCents: number | null;
  vatRateBp: number;
  vatZone: VatZone;
  validityDays: number;
  maxQuantity: number;
  providers: PaymentProvider[];
  /** The company settings, to start the billing fields from. */
  billing: Partial<BillingFields>;
}

export type LicencePayment =
  { provider: 'stripe'; redirectUrl: string } | { provider: 'bankTransfer'; instructions: BankTransferInstructions };

export const listLicences = defineMethod<ListResult<Licence>>()({
  model: 'licenceModel',
  name: 'list',
  access: 'session',
  rights: ['certicask.view'],
  /** Search: number, device name or identifier. */
  input: listInput({
    sort: ['number', 'expiresAt', 'state'],
    filters: z.object({ state: z.enum(LICENCE_STATES).optional() }),
  }),
});

/** What buying licences costs and how it is paid, with the billing fields to start from. */
export const licenceOffer = defineMethod<LicenceOffer>()({
  model: 'licenceModel',
  name: 'offer',
  access: 'session',
  rights: ['certicask.licence_add'],
  input: z.object({}),
});

/**
 * Buys licences (licences/add): one transaction makes the trade order (a service purchase at the
 * account's price of LICENCE_ARTICLE_CODE) and its invoice billed to the given fields, then starts
 * its payment with the chosen provider. The licences exist once the order is paid.
 */
export const buyLicences = defineMethod<{ orderId: string; orderNumber: string; payment: LicencePayment }>()({
  model: 'licenceModel',
  name: 'buy',
  access: 'session',
  rights: ['certicask.licence_add'],
  mutates: true,
  input: z.object({
    quantity: z.number().int().min(1).max(LICENCE_ORDER_MAX),
    billing: zBillingFields,
    provider: z.enum(PAYMENT_PROVIDERS),
    termsAccepted: z.literal(true, { message: 'validation.accept' }),
  }),
});

/** Pays a licence order still awaiting payment (a checkout left, or a bank transfer to redo). */
export const payLicenceOrder = defineMethod<LicencePayment>()({
  model: 'licenceModel',
  name: 'pay',
  access: 'session',
  rights: ['certicask.licence_add'],
  mutates: true,
  input: z.object({ orderId: zId, provider: z.enum(PAYMENT_PROVIDERS) }),
});

/** licences/orderlist: the licence orders, newest first. */
export const listLicenceOrders = defineMethod<ListResult<LicenceOrderRow>>()({
  model: 'licenceModel',
  name: 'orders',
  access: 'session',
  rights: ['certicask.view'],
  input: listInput({
    sort: ['createdAt', 'orderNumber'],
    filters: z.object({ state: z.enum(LICENCE_ORDER_STATES).optional() }),
  }),
});

/**
 * Puts a free licence on a device: the licence becomes used and the answer carries the device's key
 * (`ccd_...`), shown once. A device holds one licence at a time (certicask.deviceTaken).
 */
export const assignLicence = defineMethod<{ licence: Licence; deviceKey: string }>()({
  model: 'licenceModel',
  name: 'assign',
  access: 'session',
  rights: ['certicask.licence_add'],
  mutates: true,
  input: zDevice.extend({ licenceId: zId }),
});

/** licences/revoke: takes a free or used licence back for good; its device is freed and its key stops working. */
export const revokeLicence = defineMethod<Licence>()({
  model: 'licenceModel',
  name: 'revoke',
  access: 'session',
  rights: ['certicask.licence_revoke'],
  mutates: true,
  input: z.object({
    licenceId: zId,
    reason: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => value || null),
  }),
});

/** The PDF of a licence order's invoice or credit note (GET, session cookie, certicask.order_print). */
export const licenceInvoicePath = (orderId: string, invoiceId: string) =>
  `/api/certicask/orders/${orderId}/invoices/${invoiceId}.pdf`;

export interface CertificateRow {
  id: string;
  number: string;
  subject: CertificateSubject;
  firstReference: string;
  lastReference: string;
  sealCount: number;
  productTitle: string;
  containerName: string | null;
  deviceName: string;
  issuedAt: string;
}

export const listCertificates = defineMethod<ListResult<CertificateRow>>()({
  model: 'certificateModel',
  name: 'list',
  access: 'session',
  rights: ['certicask.view'],
  /** Search: number, product title, container name, a reference the certificate covers. */
  input: listInput({
    sort: ['issuedAt', 'number'],
    filters: z.object({ subject: z.enum(CERTIFICATE_SUBJECTS).optional() }),
  }),
});

export const getCertificate = defineMethod<Certificate>()({
  model: 'certificateModel',
  name: 'get',
  access: 'session',
  rights: ['certicask.view'],
  input: z.object({ certificateId: zId }),
});

/**
 * The certificates covering a seal of the caller's seal scope, newest first (the private
 * consultation's panel); none answers certicask.noCertificate (spec 001 section 8: "no certificate
 * exists for the product").
 */
export const certificatesOfReference = defineMethod<Certificate[]>()({
  model: 'certificateModel',
  name: 'ofReference',
  access: 'session',
  rights: ['certicask.view'],
  input: z.object({ ref: zReferenceText }),
});
