import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants';
import { defineMethod } from './define';
import { listInput, type ListResult } from './list';

/**
 * Help area (docs/help.md): the operator's news with their read state per user, the support
 * contact and its message form (/settings/contact), and the presentation tour's "seen" flag.
 */

/** A news item's address (/help/news/<slug>): lower-case words joined by dashes. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NEWS_SLUG_MAX = 80;
export const zNewsSlug = z.string().trim().min(1).max(NEWS_SLUG_MAX).regex(NEWS_SLUG_PATTERN);

/** Texts are written per language; a language without its own text shows the English one. */
export type LocalizedText = Partial<Record<Language, string>> & { en: string };

export interface NewsRow {
  slug: string;
  title: string;
  publishedAt: string;
  /** The caller has not opened it yet. */
  unread: boolean;
}

export interface NewsItem extends NewsRow {
  /** Markdown, rendered by the console's safe renderer (no HTML passes). */
  body: string;
}

const zLanguage = z.enum(LANGUAGES);

/** The published news, newest first, in the caller's language; `unread` counts all the caller's unread ones. */
export const findNews = defineMethod<ListResult<NewsRow> & { unread: number }>()({
  model: 'newsModel',
  name: 'findNews',
  access: 'session',
  input: listInput({
    sort: ['publishedAt', 'title'],
    filters: z.object({ unreadOnly: z.boolean().optional() }),
  }).extend({ language: zLanguage }),
});

/** One news item (the caller's language, else English); help.newsNotFound for an unknown slug. */
export const getNews = defineMethod<NewsItem>()({
  model: 'newsModel',
  name: 'getNews',
  access: 'session',
  input: z.object({ slug: zNewsSlug, language: zLanguage }),
});

/** Marks an item read for the caller (opening it does); idempotent. */
export const markNewsRead = defineMethod<{ unread: number }>()({
  model: 'newsModel',
  name: 'markNewsRead',
  access: 'session',
  input: z.object({ slug: zNewsSlug }),
});

export interface SupportContact {
  /** The seal producer's support address (SUPPORT_EMAIL); null when the server has none. */
  producerEmail: string | null;
  /** The account's own support contact, from its company settings (what consumers are shown). */
  account: { businessName: string | null; supportEmail: string | null; supportUrl: string | null };
}

export const getSupportContact = defineMethod<SupportContact>()({
  model: 'helpModel',
  name: 'getSupportContact',
  access: 'session',
  rights: ['cerv.view'],
  input: z.object({}),
});

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;
/** Messages a user may send to the support in the throttle's window (15 minutes). */
export const SUPPORT_MESSAGES_PER_WINDOW = 5;

export const zSupportMessageInput = z.object({
  subject: z.string().trim().min(2).max(SUPPORT_SUBJECT_MAX),
  message: z.string().trim().min(10).max(SUPPORT_MESSAGE_MAX),
  /** The console page the form was sent from (a path of the console, named in the mail). */
  page: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/[^\s]*$/),
});

/**
 * Mails the seal producer's support (SUPPORT_EMAIL) with the user, the account and the page;
 * help.supportUnavailable without SUPPORT_EMAIL; rate-limited per user (common.throttled).
 */
export const sendSupportMessage = defineMethod<{ queued: true }>()({
  model: 'helpModel',
  name: 'sendSupportMessage',
  access: 'session',
  rights: ['cerv.view'],
  mutates: true,
  input: zSupportMessageInput,
});

/** Whether to offer the presentation tour: true until the user has taken or dismissed it once. */
export const getTourState = defineMethod<{ offer: boolean }>()({
  model: 'helpModel',
  name: 'getTourState',
  access: 'session',
  input: z.object({}),
});

export const TOUR_OUTCOMES = ['finished', 'dismissed'] as const;

export const endTour = defineMethod<{ offer: false }>()({
  model: 'helpModel',
  name: 'endTour',
  access: 'session',
  input: z.object({ outcome: z.enum(TOUR_OUTCOMES) }),
});
