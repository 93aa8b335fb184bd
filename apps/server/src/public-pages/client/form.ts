/*
 * The script of the pages that show the consumer form (and only of those): the form's own
 * behaviour at once, the altcha widget (./altcha-widget.ts) once the page has loaded, so that its
 * weight never delays the answer's first paint.
 */
import { setUpConsumerForm } from './consumer-form';
import { FORM_CONFIG_ID, type FormConfig } from './form-config';

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });

const configElement = document.getElementById(FORM_CONFIG_ID);
const form = document.getElementById('consumer-form');
const status = document.getElementById('cf-status');
if (configElement && form instanceof HTMLFormElement && status) {
  const config = JSON.parse(configElement.textContent ?? '{}') as FormConfig;
  const widgetReady = loaded()
    .then(() => import('./altcha-widget'))
    .then(({ registerAltcha }) => registerAltcha(config));
  setUpConsumerForm(form, status, config, widgetReady);
}
