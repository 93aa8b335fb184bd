import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { USER_TYPES, type Application, type UserType } from '../rights';
import { zEmail, zText } from '../validation';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';
import { NOTIFICATION_KINDS, zApplication, type GroupRef, type NotificationKind } from './organisation-common';

/** Users of the session's entity (/organisation/users, users/edit). */

export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  /** The user's group in each application; an application without a group is one the user cannot use. */
  groups: Partial<Record<Application, GroupRef>>;
  /** Application access: the applications the user has a group in. */
  applications: Application[];
  lastLoginAt: string | null;
  createdAt: string;
}

export interface UserDetail extends UserRow {
  language: Language;
  services: string[];
  siteIds: string[];
  notifications: NotificationKind[];
}

/**
 * The editable fields of a user, shared by the create and edit forms.
 * `groupIds`: one group per application ('auth', 'trac'); null or absent = no access to that application.
 */
export const zUserFields = z.object({
  firstName: zText,
  lastName: zText,
  userType: z.enum(USER_TYPES),
  groupIds: z.object({ auth: zId.nullish(), trac: zId.nullish() }).strict().default({}),
  services: z.array(zText).max(20).default([]),
  siteIds: z.array(zId).max(200).default([]),
  notifications: z.array(z.enum(NOTIFICATION_KINDS)).default([]),
  language: z.enum(LANGUAGES).default('en'),
});

export const zCreateUserInput = zUserFields.extend({ email: zEmail });

/**
 * The edit form sends the whole user: every field replaces the stored one.
 * `email` may be sent back as it is; a different value is refused (organisation.emailImmutable).
 */
export const zUpdateUserInput = zUserFields.extend({ userId: zId, email: zEmail.optional() });

export const listUsers = defineMethod<ListResult<UserRow>>()({
  model: 'organisationModel',
  name: 'listUsers',
  access: 'session',
  rights: ['orga.view'],
  /** search: first name, last name, e-mail. filters.application: the user family (users with a group in it). */
  input: listInput({
    sort: ['lastName', 'firstName', 'email', 'userType', 'lastLoginAt', 'createdAt'],
    filters: z.object({
      application: zApplication.optional(),
      userType: z.enum(USER_TYPES).optional(),
      groupId: zId.optional(),
      siteId: zId.optional(),
    }),
  }),
});

export const getUser = defineMethod<UserDetail>()({
  model: 'organisationModel',
  name: 'getUser',
  access: 'session',
  rights: ['orga.view'],
  input: z.object({ userId: zId }),
});

/** Creates the user and queues the mail with the link to choose a first password. */
export const createUser = defineMethod<{ id: string }>()({
  model: 'organisationModel',
  name: 'createUser',
  access: 'session',
  rights: ['orga.create_user'],
  mutates: true,
  input: zCreateUserInput,
});

export const updateUser = defineMethod<{ id: string }>()({
  model: 'organisationModel',
  name: 'updateUser',
  access: 'session',
  rights: ['orga.edit_user'],
  mutates: true,
  input: zUpdateUserInput,
});

/** Refused for the caller's own account (organisation.cannotDeleteSelf). */
export const deleteUser = defineMethod<{ deleted: true }>()({
  model: 'organisationModel',
  name: 'deleteUser',
  access: 'session',
  rights: ['orga.delete_user'],
  mutates: true,
  input: z.object({ userId: zId }),
});

/** An administrator sends the user a password reset link. */
export const sendUserPasswordReset = defineMethod<{ sent: true }>()({
  model: 'organisationModel',
  name: 'sendUserPasswordReset',
  access: 'session',
  rights: ['orga.edit_user'],
  mutates: true,
  input: z.object({ userId: zId }),
});
