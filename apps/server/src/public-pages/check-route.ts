import type { FastifyReply, FastifyRequest } from 'fastify';
import { zConsultInput, type ConsultInput, type PublicAnswer } from '@seal/shared/contract/consultation';
import type { Db } from '../db/client';
import { consult } from '../modules/consultation/consult.service';
import { publicSealReader } from '../modules/consultation/consultation-io';
import { readingOnce } from '../modules/seals/public-seal.service';
import type { Services } from '../services';
import type { PublicAssets } from './assets';
import { loadPublicTheme, type PublicTheme } from '../modules/themes/public-theme';
import { themeOwner } from '../modules/consultation/consult-result';
import { publicPageHeaders, themedPageHeaders } from './page-headers';
import { embeddingOf } from './embed';
import { translatorFor } from './i18n';
import { fieldsOf, languageOf, pageContext, sendHtml, type Fields } from './page-request';
import { renderCheckPage } from './pages/check-page';
import { identityOf, PageTemplates } from './page-templates';
import { renderResolverPage } from './pages/resolver-page';
import { resolverOnCheck } from './resolver-on-check';
import { checkHrefOf } from './resolver-paths';
import { safeUrl } from './safe-url';

export interface CheckDeps {
  db: Db;
  services: Services;
  assets: PublicAssets;
}

export interface CheckOptions {
  path: string;
  /** /front: the landing shows the guidance with the box. */
  withGuidance: boolean;
  /** /iframeConsultControl: framed by a brand's website, which the check is told. */
  embedded: boolean;
}

/** A user agent is recorded, not trusted: a bounded copy of it. */
const USER_AGENT_CHARS = 512;

/**
 * The consultation input of a request: on a GET the reference (the QR code) and, from an answer's
 * language switch, its `again` token; on a POST the whole form.
 */
function consultInputOf(request: FastifyRequest, fields: Fields) {
  const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);
  const given =
    request.method === 'POST'
      ? {
          ref: fields.ref,
          token: blankToUndefined(fields.token),
          bubble: blankToUndefined(fields.bubble),
          code: blankToUndefined(fields.code),
        }
      : { ref: fields.ref, again: blankToUndefined(fields.again) };
  return zConsultInput.safeParse(given);
}

type ResultAnswer = Extract<PublicAnswer, { kind: 'result' }>;

/**
 * A result's strings of its seal, which its page's slots hold (the reference, the again token, the
 * form's token), and the answer with other values in their place.
 */
function resultSlots(answer: ResultAnswer) {
  const values = [answer.ref, answer.again, answer.form?.token].filter((value): value is string => !!value);
  const withValues = (given: readonly string[]): ResultAnswer => {
    let next = 0;
    const take = () => given[next++]!;
    return {
      ...answer,
      ref: answer.ref ? take() : answer.ref,
      again: answer.again ? take() : answer.again,
      form: answer.form?.token ? { ...answer.form, token: take() } : answer.form,
    };
  };
  return { values, withValues };
}

/**
 * GET and POST of a check page (/consultation, /control-new, /front, /iframeConsultControl).
 * A GET without `ref` shows the reference box; a GET with `?ref=` (the printed QR code) or a POST
 * of the box runs the check and answers its page, so the check works without any script.
 */
export function checkRoute({ db, services, assets }: CheckDeps, options: CheckOptions) {
  const templates = new PageTemplates();
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = fieldsOf(request);
    const language = languageOf(request, reply, fields);
    const embedding = options.embedded
      ? embeddingOf(request, fields.embed, {
          secret: services.config.serverSecret,
          publicUrl: services.config.publicUrl,
          now: services.now(),
        })
      : null;
    publicPageHeaders(reply, { check: true, frameable: options.embedded });
    const carried: Record<string, string> = embedding ? { embed: embedding.token } : {};
    // A seal decoded and looked up once per request, whichever step asks first (the resolver's mode, the check).
    const reader = readingOnce(publicSealReader(services, db));
    const resolver = resolverOnCheck({ db, services, reader }, language);
    const render = async (
      status: number,
      answer: PublicAnswer | null,
      notice: string | null = null,
      theme: PublicTheme | null = null,
    ) => {
      const menu = answer ? await resolver.besideAnswer(answer) : null;
      const page = (shown: PublicAnswer | null) => {
        const context = pageContext({
          language,
          path: options.path,
          // An answer's language links show it again, neither recorded nor counted twice.
          kept: shown?.ref
            ? { ref: shown.ref, ...(shown.kind === 'result' && shown.again ? { again: shown.again } : {}) }
            : {},
          carried,
          framed: options.embedded,
        });
        return renderCheckPage(context, {
          answer: shown,
          notice,
          resolver: menu,
          withGuidance: options.withGuidance,
          formAssets: assets.formPage,
          formClient: assets.formClient,
          theme,
        });
      };
      if (theme) themedPageHeaders(reply, { scripts: answer?.kind === 'result' && answer.form !== null });
      if (answer?.kind !== 'result' || embedding) return sendHtml(request, reply, status, page(answer));
      // A result's page is its product's page but for the seal's strings (page-templates.ts).
      const slots = resultSlots(answer);
      const shape = slots.withValues(slots.values.map(() => ''));
      const key = JSON.stringify([language, notice, shape, menu, theme && identityOf(theme)]);
      const filled = templates.page(key, slots.values, (values) => page(slots.withValues(values)));
      return sendHtml(request, reply, status, filled);
    };

    const isCheck = request.method === 'POST' || fields.ref !== undefined;
    if (!isCheck) return render(200, null);
    const input = consultInputOf(request, fields);
    if (!input.success) return render(400, null, translatorFor(language)('failure.invalidInput'));
    const first = await resolver.menuFirst(request, fields);
    if (first) {
      const context = pageContext({
        language,
        path: options.path,
        kept: { ref: fields.ref },
        carried,
        framed: options.embedded,
      });
      const checkHref = checkHrefOf(options.path, first.reference, context.carried);
      return sendHtml(request, reply, 200, renderResolverPage(context, { menu: first.menu, checkHref }));
    }

    const answer = await consult(
      services,
      db,
      { ...input.data, lang: language } satisfies ConsultInput,
      {
        ip: request.ip,
        language,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_CHARS),
        embeddingSite: embedding?.site ?? null,
        framed: options.embedded,
      },
      reader,
    );
    if (answer.kind === 'result') {
      const redirect = safeUrl(answer.redirectUrl);
      // The check page's form-action lets a form's redirect go to https sites only (csp.ts): an
      // http one is followed from a GET, and offered as a link on the answer of a POST.
      if (redirect && (request.method === 'GET' || !redirect.startsWith('http:'))) {
        return reply.header('cache-control', 'no-store').redirect(redirect, 303);
      }
      if (answer.retryAfterSeconds !== null) reply.header('retry-after', String(answer.retryAfterSeconds));
      const theme = answer.theme
        ? await loadPublicTheme(db, { ...answer.theme, accountId: themeOwner(answer.theme) }, language)
        : null;
      return render(answer.code === 105 ? 429 : 200, answer, null, theme);
    }
    return render(200, answer);
  };
}
