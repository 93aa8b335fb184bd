import { AppError, ERRORS, UI, type ParsedInputOf } from '@seal/shared';
import {
  NOTIFICATION_STATUS_MAX,
  NOTIFICATION_TYPES,
  type getNotifications as getContract,
  type markAllRead as markContract,
  type Notification,
  type NotificationPreference,
  type NotificationsPage,
  type updateNotifs as updateContract,
} from '@seal/shared/contract/notifications';
import { NOTIFICATION_KINDS, type NotificationKind } from '@seal/shared/contract/organisation-common';
import type { Db } from '../../db/client';
import type { SessionCallContext, SessionContext } from '../../rpc/context';
import { entityScope } from '../auth/entity-scope';
import { decodeReference, encodeReference, type SealKeyring } from '../seals/reference-codec';
import * as repo from './notifications.repository';

/** The spec's usr_id and act_id are the caller's own: naming anyone else finds nothing. */
function checkActor(session: SessionContext, input: { usr_id?: string; act_id?: string }) {
  if ((input.usr_id && input.usr_id !== session.userId) || (input.act_id && input.act_id !== session.accountId))
    throw new AppError(ERRORS.common.notFound);
}

/** Certificates are cask certification's (docs/certicask.md): only a user who may read them is told of them. */
const readsCertificates = (session: SessionContext) => session.rights['certicask.view'] === true;

/** A user sees the notifications of the seals their seal scope holds (orga.master_security opens sub-entities'). */
const scopeOf = (ctx: SessionCallContext) => entityScope(ctx.db, ctx.session, 'orga.master_security');

function toNotification(row: repo.NotificationRow, accountId: string, keyring: SealKeyring, lastRead: string | null) {
  const key = row.key_version === null ? undefined : keyring.keys.get(row.key_version);
  const notification: Notification = {
    id: row.id,
    type: row.type,
    statut_id: row.statut_id,
    ref: row.reference ?? (key ? encodeReference(row.serial, key) : ''),
    date: row.date,
    act_id: accountId,
    form_id: row.form_id,
    certificate:
      row.certificate_id && row.certificate_number ? { id: row.certificate_id, number: row.certificate_number } : null,
    unread: lastRead === null || row.date > lastRead,
  };
  return notification;
}

/** userModel.getNotifications: a page of the scope's notifications, newest first, with the unread count. */
export async function getNotifications(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof getContract>,
): Promise<NotificationsPage> {
  checkActor(ctx.session, input);
  const filter: repo.NotificationFilter = {
    types: input.types ?? NOTIFICATION_TYPES,
    statusMax: NOTIFICATION_STATUS_MAX,
    statutId: input.data_key?.statut_id,
    certificates: readsCertificates(ctx.session),
  };
  const empty = { notifs: [], last_read: await repo.lastRead(ctx.db, ctx.session), unread: 0 };
  if (input.data_key?.ref) {
    const decoded = decodeReference(input.data_key.ref, ctx.services.sealKeyring);
    if (!decoded.ok) return empty;
    filter.serial = decoded.serial;
  }
  const scope = await scopeOf(ctx);
  const [rows, unread] = await Promise.all([
    repo.listNotifications(ctx.db, scope, filter, { offset: input.limit1, count: input.limit2 }),
    repo.countUnread(ctx.db, scope, filter, empty.last_read, UI.badgeMax + 1),
  ]);
  return {
    notifs: rows.map((row) => toNotification(row, ctx.session.accountId, ctx.services.sealKeyring, empty.last_read)),
    last_read: empty.last_read,
    unread,
  };
}

/** userModel.markAllRead: the last-read date becomes the date of the notification given. */
export async function markAllRead(ctx: SessionCallContext, input: ParsedInputOf<typeof markContract>) {
  checkActor(ctx.session, input);
  const date = await repo.notificationDate(ctx.db, await scopeOf(ctx), input.notifid, {
    statusMax: NOTIFICATION_STATUS_MAX,
    certificates: readsCertificates(ctx.session),
  });
  if (!date) throw new AppError(ERRORS.common.notFound);
  await repo.setLastRead(ctx.db, ctx.session, date);
  return { last_read: date };
}

/** userModel.UpdateNotifs: the user's subscriptions, which choose the notifications also mailed. */
export async function updateNotifs(ctx: SessionCallContext, input: ParsedInputOf<typeof updateContract>) {
  checkActor(ctx.session, input);
  const notifications = NOTIFICATION_KINDS.filter((kind) => input.notifications.includes(kind));
  const before = await repo.subscriptions(ctx.db, ctx.session.userId);
  await repo.setSubscriptions(ctx.db, ctx.session, notifications);
  ctx.audit({ targetId: ctx.session.userId, before, after: notifications });
  return { notifications };
}

/** GET /api/user/preference: every kind, subscribed or not. */
export async function preferences(db: Db, userId: string): Promise<NotificationPreference[]> {
  const chosen = new Set(await repo.subscriptions(db, userId));
  return NOTIFICATION_KINDS.map((kind: NotificationKind) => ({ kind, subscribed: chosen.has(kind) }));
}
