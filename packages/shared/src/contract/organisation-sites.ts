import { z } from 'zod';
import { optionalField, zAddress, zIp, zText, zUrl } from '../validation';
import { defineMethod } from './define';
import { zId } from './id';
import type { ListResult } from './list';
import type { MemberRow } from './organisation-common';
import type { Localised } from './trace-events';

/**
 * Sites of the session's entity (/organisation/sites, sites/create, sites/edit): a tree through
 * parentId. A product is in at most one site: placing it in a site takes it out of its previous one.
 * The number of sites is capped by the entity's site credit (organisation.maxSites).
 */

export interface SiteRow {
  id: string;
  parentId: string | null;
  name: string;
  ipAddress: string | null;
  address: string | null;
  websiteUrl: string | null;
  productCount: number;
  userCount: number;
  childCount: number;
}

export interface SiteDetail extends SiteRow {
  productIds: string[];
  users: MemberRow[];
  /** The traceability models that apply to the site (spec 000 "Site"), chosen on each model's form. */
  eventModels: { id: string; name: Localised }[];
  containerModels: { id: string; name: string }[];
}

/** The whole tree at once (rows in name order, children after parents is up to the client). */
export interface SiteTree extends ListResult<SiteRow> {
  /** Sites used and allowed by the entity's credit: the create action is closed when used >= max. */
  credit: { used: number; max: number };
}

/**
 * The fields of the create and edit forms; the edit form sends them all (each replaces the stored value).
 * productIds and userIds are the site's whole list: ids left out leave the site.
 */
export const zSiteFields = z.object({
  parentId: zId.nullish(),
  name: zText,
  ipAddress: optionalField(zIp),
  address: optionalField(zAddress),
  websiteUrl: optionalField(zUrl),
  productIds: z.array(zId).max(1000).default([]),
  userIds: z.array(zId).max(1000).default([]),
});

/**
 * Needs orga.view or trac.eventmdl_create (the event-model right also opens the sites screen), or a
 * right whose form chooses sites (trac.event_create, trac.mdl_ctn_add, trac.mdl_ctn_edit); the
 * dispatcher checks "all of" the contract's rights, so this "one of" is checked by the handler.
 */
export const listSites = defineMethod<SiteTree>()({
  model: 'organisationModel',
  name: 'listSites',
  access: 'session',
  rights: [],
  /** search: site name, address or website; matching sites come without their parents. */
  input: z.object({ search: z.string().trim().max(100).optional() }),
});

/** orga.view or trac.eventmdl_create. */
export const getSite = defineMethod<SiteDetail>()({
  model: 'organisationModel',
  name: 'getSite',
  access: 'session',
  rights: [],
  input: z.object({ siteId: zId }),
});

/** The address needs orga.siteadress_add (common.forbidden); on edit, only when it changes. */
export const createSite = defineMethod<{ id: string }>()({
  model: 'organisationModel',
  name: 'createSite',
  access: 'session',
  rights: ['orga.create_site'],
  mutates: true,
  input: zSiteFields,
});

/** A site cannot move under itself or one of its descendants (organisation.siteParentCycle). */
export const updateSite = defineMethod<{ id: string }>()({
  model: 'organisationModel',
  name: 'updateSite',
  access: 'session',
  rights: ['orga.edit_site'],
  mutates: true,
  input: zSiteFields.extend({ siteId: zId }),
});

/** Refused while the site has products, users or child sites (organisation.siteInUse, params.reason). */
export const deleteSite = defineMethod<{ deleted: true }>()({
  model: 'organisationModel',
  name: 'deleteSite',
  access: 'session',
  rights: ['orga.delete_site'],
  mutates: true,
  input: z.object({ siteId: zId }),
});
