import type { AltchaWidgetElement } from 'altcha/external';
import { fillCountries } from './countries';
import type { FormConfig } from './form-config';

type Envelope = { ok?: boolean; code?: number; key?: string; fields?: { path: string }[] } | null;

/**
 * What to tell of an error envelope: the text of its key (`common.validation` ->
 * errors.common.validation), with the fields it names, else the generic text with its code.
 */
export function errorMessage(envelope: Envelope, texts: FormConfig['texts']): string {
  const { errors } = texts;
  let node: unknown = errors;
  for (const part of (envelope?.key ?? '').split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string' || !envelope?.key)
    return errors.generic.replace('{{code}}', String(envelope?.code ?? '?'));
  const fields = (envelope.fields ?? []).map((field) => texts.fields[field.path.split('.')[0] ?? '']).filter(Boolean);
  return fields.length > 0 ? `${node} ${errors.invalidFields.replace('{{fields}}', fields.join(', '))}` : node;
}

/** Why an image may not be sent (not an image, over the limit), or null. Checked again on the server, by content. */
export function imageProblem(file: File | undefined, config: FormConfig): string | null {
  if (!file || file.size === 0) return null;
  if (!config.imageTypes.includes(file.type)) return config.texts.imageNotImage;
  if (file.size > config.maxImageBytes) return config.texts.imageTooLarge;
  return null;
}

/** The fields the server reads, without the empty ones (an empty latitude would read as 0). */
function formBody(form: HTMLFormElement, consented: boolean): FormData {
  const body = new FormData(form);
  for (const [name, value] of [...body.entries()]) {
    const empty = typeof value === 'string' ? value.trim() === '' : value.size === 0;
    if (empty) body.delete(name);
  }
  if (!consented) ['consent', 'latitude', 'longitude'].forEach((name) => body.delete(name));
  return body;
}

/**
 * The consumer form: shown once this script runs (it cannot be sent without it), the position
 * asked only when the consumer ticks the consent box, the image checked before sending, the
 * altcha proof of work solved on the way (once `widgetReady`: the widget is defined), the answer
 * said in the page's language.
 */
export function setUpConsumerForm(
  form: HTMLFormElement,
  status: HTMLElement,
  config: FormConfig,
  widgetReady: Promise<void>,
) {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const [image, consent, latitude, longitude] = ['image', 'consent', 'latitude', 'longitude'].map(field) as [
    HTMLInputElement,
    HTMLInputElement,
    HTMLInputElement,
    HTMLInputElement,
  ];
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const say = (text: string, isError = false) => {
    status.textContent = text;
    status.classList.toggle('error', isError);
  };

  const widget = document.createElement('altcha-widget') as AltchaWidgetElement;
  widget.setAttribute('challenge', form.dataset.challenge ?? '');
  widget.setAttribute('name', 'altcha');
  widget.setAttribute('language', config.language);
  submit.before(widget);
  fillCountries(form.elements.namedItem('country') as HTMLSelectElement, config.language);
  form.hidden = false;

  image.addEventListener('change', () => {
    const problem = imageProblem(image.files?.[0], config);
    image.setAttribute('aria-invalid', String(problem !== null));
    say(problem ?? '', problem !== null);
  });

  consent.addEventListener('change', () => {
    latitude.value = '';
    longitude.value = '';
    if (!consent.checked) return;
    const refused = () => {
      consent.checked = false;
      say(config.texts.consentDenied, true);
    };
    if (!navigator.geolocation) return refused();
    navigator.geolocation.getCurrentPosition(
      (position) => {
        latitude.value = position.coords.latitude.toFixed(6);
        longitude.value = position.coords.longitude.toFixed(6);
      },
      refused,
      { timeout: 20_000, maximumAge: 600_000 },
    );
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  async function send() {
    const problem = imageProblem(image.files?.[0], config);
    if (problem) {
      say(problem, true);
      image.focus();
      return;
    }
    submit.disabled = true;
    say(config.texts.sending);
    try {
      await widgetReady;
      if (widget.getState() !== 'verified' && !(await widget.verify())) {
        say(config.texts.errors.captcha, true);
        return;
      }
      const response = await fetch(config.endpoint, {
        method: 'POST',
        body: formBody(form, consent.checked),
        headers: { accept: 'application/json' },
      });
      const envelope = (await response.json().catch(() => null)) as Envelope;
      if (response.ok && (envelope?.ok === true || envelope?.code === 0)) {
        form.hidden = true;
        say(config.texts.success);
        return;
      }
      say(errorMessage(envelope, config.texts), true);
      widget.reset();
    } catch {
      say(config.texts.errors.network, true);
    } finally {
      submit.disabled = false;
    }
  }
}
