import { z } from 'zod';
import { UI } from '../constants';
import { defineMethod } from './define';
import { zId } from './id';
import { NOTIFICATION_KINDS, type NotificationKind } from './organisation-common';

/**
 * The notifications of the bell and its drawer (spec 001 section 7, spec 000 sections 2 and 3),
 * with the spec's own method and field names. A notification is a consumer form about one of the
 * user's seals (`form`), a change of one seal's state (`cert`, `statut_id` the new state) or a cask
 * certificate issued for the user's seals (`cert` too, with its `certificate`); it is unread when
 * its date is later than the user's last-read date. Nothing is stored for them: they are the
 * consumer forms, the state changes and the certificates of the seals in the user's scope, read
 * newest first.
 */

export const NOTIFICATION_TYPES = ['form', 'cert'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Only states 0 to 11 are listed (spec 001 section 7). */
export const NOTIFICATION_STATUS_MAX = 11;
/** The largest page a caller may ask for. */
export const NOTIFICATION_PAGE_MAX = 100;

export interface Notification {
  /** `form:<uuid>`, `cert:<id>` or `certificate:<uuid>`: unique across all of them. */
  id: string;
  type: NotificationType;
  /**
   * The state of the seal: the new one for a state change; for `form`, 0 (the form came from a
   * seal's answer); 1 (active) for a certificate.
   */
  statut_id: number;
  ref: string;
  date: string;
  act_id: string;
  /** The consumer form of a `form` notification. */
  form_id: string | null;
  /**
   * The cask certificate a `cert` notification tells of (docs/certicask.md): "Certificate
   * C2026-000001", opening /privateconsultation on `ref`, its first seal. Null otherwise.
   */
  certificate: { id: string; number: string } | null;
  unread: boolean;
}

export interface NotificationsPage {
  notifs: Notification[];
  /** The user's last-read date; null before the first "mark all read". */
  last_read: string | null;
  /** Unread notifications, counted up to UI.badgeMax + 1 (the badge shows "9+" beyond). */
  unread: number;
}

/** The caller's own ids, as the spec sends them: another user's or account's is refused. */
const zActor = { usr_id: zId.optional(), act_id: zId.optional() };

export const getNotifications = defineMethod<NotificationsPage>()({
  model: 'userModel',
  name: 'getNotifications',
  access: 'session',
  input: z.object({
    /** Offset. */
    limit1: z.number().int().min(0).default(0),
    /** Count: UI.notificationPage first, then UI.notificationMore. */
    limit2: z.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(UI.notificationPage),
    ...zActor,
    data_key: z
      .object({ ref: z.string().trim().max(40).optional(), statut_id: z.number().int().min(0).optional() })
      .optional(),
    types: z.array(z.enum(NOTIFICATION_TYPES)).max(NOTIFICATION_TYPES.length).optional(),
  }),
});

/** The user's subscriptions (/settings/notify): which notifications are also sent by e-mail. */
export const updateNotifs = defineMethod<{ notifications: NotificationKind[] }>()({
  model: 'userModel',
  name: 'UpdateNotifs',
  access: 'session',
  mutates: true,
  input: z.object({ ...zActor, notifications: z.array(z.enum(NOTIFICATION_KINDS)).max(NOTIFICATION_KINDS.length) }),
});

/** Sets the last-read date to the date of `notifid` (the newest one shown). */
export const markAllRead = defineMethod<{ last_read: string }>()({
  model: 'userModel',
  name: 'markAllRead',
  access: 'session',
  input: z.object({ ...zActor, notifid: z.string().min(1).max(60) }),
});

/** GET /api/user/preference: every kind of subscription, with the user's choice. */
export const USER_PREFERENCE_PATH = '/api/user/preference';
export interface NotificationPreference {
  kind: NotificationKind;
  subscribed: boolean;
}
