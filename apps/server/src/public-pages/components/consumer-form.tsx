/** @jsxRuntime automatic */
import { CONSUMER_REQUEST_TYPES, type ConsumerFormKind } from '@seal/shared/contract/seal-history';
import { CONSUMER_FORM_LIMITS, PUBLIC_API } from '@seal/shared/contract/consultation';
import type { Language } from '@seal/shared';
import { FORM_CONFIG_ID, type FormConfig } from '../client/form-config';
import type { Translate } from '../i18n';
import { usePage } from '../page-context';

/** The files of the form's script the build wrote (null when the client is not built: the form cannot be sent). */
export type FormClient = Pick<FormConfig, 'workers' | 'stylesheet'>;

/** A consumer's picture is a photo: the server keeps PNG and JPEG (docs/consumer-forms.md). */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** JSON inside <script type="application/json">: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/*
 * The script's configuration as the page carries it, made once per language and client: the page
 * texts are fixed at start (i18n.ts) and the client's files at build, so what is kept never goes
 * stale, and a check page does not serialise its 2.6 KB again.
 */
const configJson = new Map<string, string>();

function configJsonOf(language: Language, t: Translate, client: FormClient | null): string {
  const key = `${language} ${client?.workers.sha ?? ''} ${client?.workers.pbkdf2 ?? ''} ${client?.stylesheet ?? ''}`;
  let json = configJson.get(key);
  if (json === undefined) {
    const config: FormConfig = {
      endpoint: PUBLIC_API.form,
      language,
      maxImageBytes: CONSUMER_FORM_LIMITS.imageBytes,
      imageTypes: IMAGE_TYPES,
      workers: client?.workers ?? { sha: '', pbkdf2: '' },
      stylesheet: client?.stylesheet ?? null,
      texts: {
        sending: t('form.sending'),
        success: t('form.success'),
        imageTooLarge: t('form.imageTooLarge'),
        imageNotImage: t('form.imageNotImage'),
        consentDenied: t('form.consentDenied'),
        errors: t('form.errors', { returnObjects: true }) as FormConfig['texts']['errors'],
        fields: {
          requestType: t('form.requestType'),
          comment: t('form.comment'),
          email: t('form.email'),
          country: t('form.country'),
          image: t('form.image'),
          consent: t('form.consent'),
        },
      },
      altcha: t('altcha', { returnObjects: true }) as Record<string, string>,
    };
    configJson.set(key, (json = scriptJson(config)));
  }
  return json;
}

/**
 * The consumer form (contact or feedback) an answer offers. Its markup is here; it is sent by
 * the page's script (multipart, with the altcha proof of work), so it stays hidden until the
 * script shows it, and a <noscript> says why.
 */
export function ConsumerForm({
  token,
  kind,
  client,
}: {
  token: string;
  kind: ConsumerFormKind;
  client: FormClient | null;
}) {
  const { t, language } = usePage();
  return (
    <section className="card" aria-labelledby="form-heading" data-testid="consumer-form" data-kind={kind}>
      <h2 id="form-heading">{t(kind === 'contact' ? 'form.contactTitle' : 'form.feedbackTitle')}</h2>
      <p>{t(kind === 'contact' ? 'form.contactIntro' : 'form.feedbackIntro')}</p>
      <noscript>
        <p className="error" data-testid="consumer-form-noscript">
          {t('form.noscript')}
        </p>
      </noscript>
      <form id="consumer-form" hidden noValidate data-challenge={PUBLIC_API.altcha}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="language" value={language} />
        <label htmlFor="cf-type">{t('form.requestType')}</label>
        <select id="cf-type" name="requestType" required defaultValue={kind === 'contact' ? 'question' : 'comment'}>
          {CONSUMER_REQUEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`form.requestTypes.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor="cf-comment">{t('form.comment')}</label>
        <textarea id="cf-comment" name="comment" maxLength={CONSUMER_FORM_LIMITS.comment} />
        <label htmlFor="cf-email">{t('form.email')}</label>
        <input id="cf-email" name="email" type="email" maxLength={CONSUMER_FORM_LIMITS.email} autoComplete="email" />
        <label htmlFor="cf-country">{t('form.country')}</label>
        {/* The countries are added by the script (client/countries.ts): the page stays small. */}
        <select id="cf-country" name="country" defaultValue="">
          <option value="">{t('form.countryNone')}</option>
        </select>
        <label htmlFor="cf-image">{t('form.image')}</label>
        <input id="cf-image" name="image" type="file" accept={IMAGE_TYPES.join(',')} aria-describedby="cf-image-hint" />
        <p id="cf-image-hint" className="hint">
          {t('form.imageHint')}
        </p>
        <label className="check">
          <input id="cf-consent" name="consent" type="checkbox" value="yes" />
          <span>{t('form.consent')}</span>
        </label>
        <input type="hidden" name="latitude" />
        <input type="hidden" name="longitude" />
        {/* The altcha widget (challenge: PUBLIC_API.altcha) goes here: the script adds it. */}
        <button type="submit">{t('form.submit')}</button>
      </form>
      <p id="cf-status" role="status" aria-live="polite" data-testid="consumer-form-status" />
      <script
        type="application/json"
        id={FORM_CONFIG_ID}
        dangerouslySetInnerHTML={{ __html: configJsonOf(language, t, client) }}
      />
    </section>
  );
}
