/** The demo company's logins and the ids its seed answers, apart from the seed so its parts can share them. */
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_USERS = {
  admin: 'admin@demo.test',
  user: 'user@demo.test',
  guest: 'guest@demo.test',
} as const;

/** What the first start prints once the demo's history is complete (the browser tests wait for it). */
export const DEMO_HISTORY_READY = "The demo's year of history is ready: every figure of the console is in.";

export interface DemoData {
  accountId: string;
  entityId: string;
  subEntityId: string;
  siteId: string;
  userIds: Record<keyof typeof DEMO_USERS, string>;
  groupIds: { admins: string; tracAdmins: string; staff: string; guests: string };
}

/** Who the demo's trade and cask certification are written for: the account and its administrator. */
export type DemoOwner = Pick<DemoData, 'accountId'> & { userIds: Pick<DemoData['userIds'], 'admin'> };
