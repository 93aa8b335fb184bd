import { z } from 'zod';
import type { Application, Right } from '../rights';
import { zText } from '../validation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';
import { zApplication, zRight, type MemberRow } from './organisation-common';

/**
 * Groups of the session's entity (/organisation/groups, groups/edit). A group belongs to one
 * application and grants rights of that application only (see rightsOfApplication). A user is in at
 * most one group per application. Rights changes apply at the members' next login.
 * Granting a right (in a group, or by putting a user in a group) needs the caller to hold it
 * (organisation.rightsNotHeld): nobody hands out more than they have.
 */

export interface GroupRow {
  id: string;
  name: string;
  application: Application;
  rights: Right[];
  userCount: number;
  createdAt: string;
}

export interface GroupDetail extends GroupRow {
  members: MemberRow[];
}

const zRights = z.array(zRight).max(200).default([]);

export const listGroups = defineMethod<ListResult<GroupRow>>()({
  model: 'organisationModel',
  name: 'listGroups',
  access: 'session',
  rights: ['orga.view'],
  /** search: group name. */
  input: listInput({
    sort: ['name', 'application', 'userCount', 'createdAt'],
    filters: z.object({ application: zApplication.optional() }),
  }),
});

export const getGroup = defineMethod<GroupDetail>()({
  model: 'organisationModel',
  name: 'getGroup',
  access: 'session',
  rights: ['orga.view'],
  input: z.object({ groupId: zId }),
});

/** The fields of the group creation wizard (userIds: the first members, optional). */
export const zCreateGroupInput = z.object({
  name: zText,
  application: zApplication,
  rights: zRights,
  userIds: z.array(zId).max(200).default([]),
});

/**
 * Name unique among the entity's groups of that application (organisation.groupNameUsed). The
 * members join with the group, all or nothing; each leaves their other group of that application.
 * orga.create_group alone is enough.
 */
export const createGroup = defineMethod<{ id: string }>()({
  model: 'organisationModel',
  name: 'createGroup',
  access: 'session',
  rights: ['orga.create_group'],
  mutates: true,
  input: zCreateGroupInput,
});

/** Replaces the name and the rights; the application of a group never changes. */
export const updateGroup = defineMethod<{ id: string }>()({
  model: 'organisationModel',
  name: 'updateGroup',
  access: 'session',
  rights: ['orga.edit_group'],
  mutates: true,
  input: z.object({ groupId: zId, name: zText, rights: zRights }),
});

/** Adds users to the group; each leaves their other group of the same application. */
export const addGroupMembers = defineMethod<{ added: number; moved: number }>()({
  model: 'organisationModel',
  name: 'addGroupMembers',
  access: 'session',
  rights: ['orga.edit_group'],
  mutates: true,
  input: z.object({ groupId: zId, userIds: z.array(zId).min(1).max(200) }),
});

/** The user loses access to the group's application. */
export const removeGroupMember = defineMethod<{ removed: true }>()({
  model: 'organisationModel',
  name: 'removeGroupMember',
  access: 'session',
  rights: ['orga.edit_group'],
  mutates: true,
  input: z.object({ groupId: zId, userId: zId }),
});

/** Refused while the group has users (organisation.groupHasUsers). */
export const deleteGroup = defineMethod<{ deleted: true }>()({
  model: 'organisationModel',
  name: 'deleteGroup',
  access: 'session',
  rights: ['orga.delete_group'],
  mutates: true,
  input: z.object({ groupId: zId }),
});
