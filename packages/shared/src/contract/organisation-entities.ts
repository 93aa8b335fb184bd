import { z } from 'zod';
import { LANGUAGES } from '../constants';
import type { Application } from '../rights';
import { optionalField, zAddress, zEmail, zText, zVat } from '../validation';
import type { SessionInfo } from './auth';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';
import { VAT_ZONES, zApplication, type VatZone } from './organisation-common';

/**
 * Entities (sub-accounts) below the session's entity (/organisation/myentities, createentity) and
 * the applications of the session's entity (/organisation/apps).
 */

export interface EntityRow {
  id: string;
  parentId: string | null;
  parentName: string | null;
  /** 1 for a direct sub-entity of the session's entity, 2 below it, and so on. */
  depth: number;
  name: string;
  legalRepresentative: string | null;
  legalRepresentativeEmail: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  vatZone: VatZone | null;
  disabled: boolean;
  applications: Application[];
  userCount: number;
  createdAt: string;
}

export interface EntityDetail extends EntityRow {
  address: string | null;
  deliveryAddress: string | null;
  siteCredit: number;
}

export interface ApplicationRow {
  application: Application;
  enabled: boolean;
  enabledAt: string | null;
  groupCount: number;
  userCount: number;
}

export interface SwitchableEntity {
  id: string;
  /** Null for the user's own entity, the root of the switcher's tree. */
  parentId: string | null;
  name: string;
  /** 0 for the user's own entity. */
  depth: number;
  disabled: boolean;
  /** The entity the session acts on now. */
  current: boolean;
}

const zApplications = z
  .array(zApplication)
  .max(2)
  .default(['auth'])
  // The console itself is the 'auth' application: an entity always has it.
  .transform((list) => [...new Set<Application>(['auth', ...list])]);

/** The fields of an entity the create and edit forms share. */
export const zEntityFields = z.object({
  name: zText,
  registrationNumber: optionalField(zText),
  vatNumber: optionalField(zVat),
  vatZone: z.enum(VAT_ZONES).nullish(),
  address: zAddress,
  deliveryAddress: optionalField(zAddress),
  applications: zApplications,
});

/**
 * The legal representative becomes the entity's first administrator: their e-mail is the login
 * (organisation.emailUsed when a user already has it) and they receive the password-setting mail.
 */
export const zCreateEntityInput = zEntityFields.extend({
  legalRepresentative: z.object({ firstName: zText, lastName: zText, email: zEmail }),
  language: z.enum(LANGUAGES).default('en'),
});

export const listEntities = defineMethod<ListResult<EntityRow>>()({
  model: 'organisationModel',
  name: 'listEntities',
  access: 'session',
  rights: ['orga.view'],
  /** Every entity below the session's entity, at any depth. search: name, legal representative, VAT number. */
  input: listInput({
    sort: ['name', 'createdAt', 'depth'],
    filters: z.object({ disabled: z.boolean().optional(), parentId: zId.optional() }),
  }),
});

export const getEntity = defineMethod<EntityDetail>()({
  model: 'organisationModel',
  name: 'getEntity',
  access: 'session',
  rights: ['orga.view'],
  input: z.object({ entityId: zId }),
});

/**
 * Creates a sub-entity of the session's entity with its applications, one administrators group per
 * application (holding the creator's rights of that application) and its first administrator.
 * All or nothing. Name unique in the account (organisation.entityNameUsed).
 */
export const createEntity = defineMethod<{ id: string; administratorId: string }>()({
  model: 'organisationModel',
  name: 'createEntity',
  access: 'session',
  rights: ['orga.create_entity'],
  mutates: true,
  input: zCreateEntityInput,
});

/**
 * Replaces the fields of a sub-entity. Adding an application creates its administrators group;
 * removing one is refused while users are in its groups (organisation.applicationInUse). The legal
 * representative's name and e-mail are the entity's record only: its users stay as they are.
 */
export const updateEntity = defineMethod<{ id: string }>()({
  model: 'organisationModel',
  name: 'updateEntity',
  access: 'session',
  rights: ['orga.create_entity'],
  mutates: true,
  input: zEntityFields.extend({
    entityId: zId,
    legalRepresentative: optionalField(zText),
    legalRepresentativeEmail: optionalField(zEmail),
  }),
});

/**
 * Ends every session of the entity's users (and sessions switched into it); they cannot log in
 * until it is enabled. Entities below it keep working. The session's own entity cannot be disabled
 * (organisation.cannotDisableOwnEntity).
 */
export const disableEntity = defineMethod<{ disabled: true; endedSessions: number }>()({
  model: 'organisationModel',
  name: 'disableEntity',
  access: 'session',
  rights: ['orga.disable_entity'],
  mutates: true,
  input: z.object({ entityId: zId }),
});

export const enableEntity = defineMethod<{ disabled: false }>()({
  model: 'organisationModel',
  name: 'enableEntity',
  access: 'session',
  rights: ['orga.disable_entity'],
  mutates: true,
  input: z.object({ entityId: zId }),
});

/** The maximum number of sites of a sub-entity. */
export const setSiteCredit = defineMethod<{ siteCredit: number }>()({
  model: 'organisationModel',
  name: 'setSiteCredit',
  access: 'session',
  rights: ['orga.max_sites'],
  mutates: true,
  input: z.object({ entityId: zId, siteCredit: z.number().int().min(0).max(10_000) }),
});

/** The applications of the session's entity, enabled or not, with their group and user counts. */
export const listApplications = defineMethod<ListResult<ApplicationRow>>()({
  model: 'organisationModel',
  name: 'listApplications',
  access: 'session',
  rights: ['orga.view'],
  input: z.object({}),
});

/**
 * Entities the session may switch to: the user's own entity, and with a master right
 * (MASTER_RIGHTS) every entity below it. Open to any session (the header shows the switcher).
 */
export const listSwitchableEntities = defineMethod<ListResult<SwitchableEntity>>()({
  model: 'organisationModel',
  name: 'listSwitchableEntities',
  access: 'session',
  rights: [],
  input: z.object({}),
});

/**
 * Moves the session to the user's own entity or, with a master right, an entity below it (not a
 * disabled one: organisation.entityDisabled). Answers the new session. Rights stay those read at
 * login; organisation methods on a sub-entity also need orga.master_orga.
 */
export const switchEntity = defineMethod<SessionInfo>()({
  model: 'userModel',
  name: 'switchEntity',
  access: 'session',
  rights: [],
  mutates: true,
  input: z.object({ entityId: zId }),
});
