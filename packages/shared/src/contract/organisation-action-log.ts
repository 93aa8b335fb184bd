import { z } from 'zod';
import { defineMethod } from './define';
import { zId } from './id';
import { listInput, type ListResult } from './list';

/** The action log (/logsactor): every change made through a method, newest first by default. */

export interface ActionLogRow {
  id: number;
  at: string;
  /** 'model.name' of the method, e.g. 'organisationModel.createUser'. */
  method: string;
  userId: string | null;
  /** Null once the user was deleted. */
  userName: string | null;
  userEmail: string | null;
  entityId: string | null;
  entityName: string | null;
  targetId: string | null;
  ip: string | null;
  /** The API token the change was made with (docs/api-tokens.md); null for a person's session. */
  apiTokenName: string | null;
  /** The method's input, secrets redacted. */
  input: unknown;
  before: unknown;
  after: unknown;
}

/**
 * Entries of the session's entity and the entities below it. With cerv.view a user sees their own
 * actions; with orga.view as well, everyone's.
 * filters: from/to (ISO date-times, to exclusive), userId, method ('model.name'), model ('organisationModel').
 * search: method name or target id.
 */
export const listActionLog = defineMethod<ListResult<ActionLogRow>>()({
  model: 'organisationModel',
  name: 'listActionLog',
  access: 'session',
  rights: ['cerv.view'],
  input: listInput({
    sort: ['at', 'method'],
    filters: z.object({
      from: z.iso.datetime({ offset: true }).optional(),
      to: z.iso.datetime({ offset: true }).optional(),
      userId: zId.optional(),
      method: z.string().trim().min(1).max(200).optional(),
      model: z.string().trim().min(1).max(100).optional(),
    }),
  }),
});
