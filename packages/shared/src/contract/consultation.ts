import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../constants';
import { CONSUMER_REQUEST_TYPES, type ConsumerFormKind } from './seal-history';

/*
 * The public consultation (spec 000 section 1, spec 001 section 8): what a consumer's check of a
 * reference is answered, on the server-rendered public pages and on the JSON route beside them.
 * The server's modules/consultation computes the answer; apps/server/src/public-pages renders it;
 * modules/consumer-forms receives the forms the answer offers.
 */

/** The public pages of spec 000 section 2 (rendered by the server, never the console). */
export const PUBLIC_ROUTES = {
  consultation: '/consultation',
  controlNew: '/control-new',
  front: '/front',
  formInformations: '/front/iframeFormInformations',
  consultControl: '/iframeConsultControl',
  map: '/map',
  /** Spec 000's hidden authenticity test page: the check with its guidance (/front), nothing more said. */
  authenticityTest: '/authenticityTest',
  /** A product's resolver menu, by a seal's reference (docs/resolver.md). */
  resolver: '/resolver',
  resolverEmbed: '/resolver/embed',
  /** An item of a menu followed: counted, then redirected to the item's stored address. */
  resolverGo: '/resolver/go',
} as const;

/** JSON routes of the public pages (no session). */
export const PUBLIC_API = {
  /** POST ConsultInput -> PublicAnswer. */
  consult: '/api/consultation',
  /** GET -> an altcha challenge (proof of work) for the consumer form. */
  altcha: '/api/consultation/altcha',
  /** POST multipart ConsumerFormInput (+ `image` file) -> { ok: true } or the error envelope. */
  form: '/api/consultation/form',
} as const;

/**
 * One bubble of a seal's printed pattern: centre and radius in a 100 x 100 box. A pattern is a
 * few bubbles derived from the seal's serial and the seal key (modules/seals/seal-secrets.ts), so
 * only someone holding the seal can tell it from the decoys.
 */
export interface Bubble {
  x: number;
  y: number;
  r: number;
}
export type BubblePattern = readonly Bubble[];

/** The codes a product may ask for besides the reference (spec 000 section 3, spec 001 section 8). */
export type ConsultCodeKind =
  /** 3 or 6 characters printed on each seal (product CCP type 3 or 6): wrong -> 107. */
  | 'ccp'
  /** The product's own 5-character code (CCP type manual, the product's control key): wrong -> 109. */
  | 'controlKey';

/** What a consumer sends: the reference, and on a second step the answer to the challenge. */
export const zConsultInput = z.object({
  ref: z.string().max(40).optional(),
  /** The challenge token of the previous answer (kind `challenge`). */
  token: z.string().max(2000).optional(),
  /** The id of the bubble option picked. */
  bubble: z.string().max(64).optional(),
  /** The CCP or the control key typed. */
  code: z.string().max(12).optional(),
  lang: z.enum(LANGUAGES).optional(),
  /**
   * The embed token of a consultation made inside /iframeConsultControl (the page framing it,
   * signed by the server when the frame was loaded); absent on an unframed page.
   */
  embed: z.string().max(2000).optional(),
  /**
   * The `again` token of a result just given: the same answer again (in another language, the
   * page's language switch), neither recorded nor counted a second time.
   */
  again: z.string().max(2000).optional(),
});
export type ConsultInput = z.infer<typeof zConsultInput>;

/** The product as a consumer sees it on a valid seal. */
export interface PublicProduct {
  title: string;
  description: string | null;
  imageUrl: string | null;
  brand: string | null;
  gtin: string | null;
  activatedAt: string;
  /** Activation date plus the product's validity days; null when none. */
  validUntil: string | null;
  /** The dynamic data the product makes public, with the values entered at activation. */
  data: { label: string; value: string }[];
  productPageUrl: string | null;
}

/** Who the consumer may contact about the seal: its owner (company settings), then the service. */
export interface OwnerContact {
  company: string | null;
  email: string | null;
  url: string | null;
  serviceEmail: string | null;
}

export type PublicAnswer =
  | {
      /** The product asks for more before answering: bubbles, a code, or both. */
      kind: 'challenge';
      ref: string;
      token: string;
      /** The failure of the previous try (106, 107, 108, 109, 111), or null on the first. */
      error: { code: number; key: string } | null;
      bubbles: { id: string; pattern: BubblePattern }[] | null;
      code: { kind: ConsultCodeKind; length: number } | null;
    }
  | {
      kind: 'result';
      /** The catalogue code the consumer is shown (a hidden stolen seal shows 0). */
      code: number;
      key: string;
      ref: string;
      /** A demonstration seal: answered valid, as a demonstration. */
      demo: boolean;
      product: PublicProduct | null;
      contact: OwnerContact | null;
      /** The form this answer offers (contact on errors about a known seal, feedback on a valid one). */
      form: { token: string; kind: ConsumerFormKind } | null;
      /** Where to send the consumer instead (the company's URL for inactive references). */
      redirectUrl: string | null;
      /**
       * The company's error URL, offered as a link on an error about a known seal (a consultation
       * error outcome, isConsultationError) when the company set one; absent or null otherwise.
       */
      errorUrl?: string | null;
      /** For 105: when to try again. */
      retryAfterSeconds: number | null;
      /** About a known seal: the token that shows this answer again without recording it (ConsultInput.again). */
      again: string | null;
      /**
       * The theme the seal's product names (its display template) and that product: the public
       * page renders the theme (docs/themes.md). The product's id is public already (its image).
       */
      theme: { id: string; productId: string } | null;
      /** A valid seal's public traceability events, oldest first (absent on other answers). */
      events?: PublicTraceEvent[];
    };

/** A step of a product's journey as the consumer sees it, in their language (docs/traceability.md). */
export interface PublicTraceEvent {
  /** The instant, and the offset it was declared with: the page shows the time where it happened. */
  eventTime: string;
  eventTimeZoneOffset: string;
  name: string;
  siteName: string | null;
  data: { label: string; value: string }[];
}

/** A coordinate sent as form text: an empty field is no coordinate, never 0. */
const zCoordinate = (bound: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().min(-bound).max(bound).optional(),
  );

/** The consumer form (spec 000 section 3 "Consumer form"), sent with the form token of an answer. */
export const CONSUMER_FORM_LIMITS = { comment: 1000, email: 254, imageBytes: LIMITS.uploadBytes } as const;
export const zConsumerFormInput = z.object({
  token: z.string().min(1).max(2000),
  email: z.union([z.email().max(CONSUMER_FORM_LIMITS.email), z.literal('')]).optional(),
  comment: z.string().trim().max(CONSUMER_FORM_LIMITS.comment).optional(),
  /** ISO 3166-1 alpha-2. */
  country: z.union([z.string().regex(/^[A-Z]{2}$/), z.literal('')]).optional(),
  language: z.enum(LANGUAGES).optional(),
  requestType: z.enum(CONSUMER_REQUEST_TYPES),
  /** The position, sent only when the consumer ticked the consent box. */
  consent: z.literal('yes').optional(),
  latitude: zCoordinate(90),
  longitude: zCoordinate(180),
  /** The altcha widget's payload (base64 JSON of the solved challenge). */
  altcha: z.string().max(4000).optional(),
});
export type ConsumerFormInput = z.infer<typeof zConsumerFormInput>;
