/*
 * The script of the pages that show the consumer form (and only of those): the altcha widget,
 * its proof-of-work workers served from this site (the CSP allows no blob: worker), its texts in
 * the page's language, and the form's own behaviour.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import { setUpConsumerForm } from './consumer-form';
import { FORM_CONFIG_ID, type FormConfig } from './form-config';

const configElement = document.getElementById(FORM_CONFIG_ID);
const form = document.getElementById('consumer-form');
const status = document.getElementById('cf-status');
if (configElement && form instanceof HTMLFormElement && status) {
  const config = JSON.parse(configElement.textContent ?? '{}') as FormConfig;
  if (config.stylesheet) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: config.stylesheet });
    document.head.append(link);
  }
  const worker = (url: string) => () => new Worker(url);
  for (const size of ['256', '384', '512']) {
    $altcha.algorithms.set(`SHA-${size}`, worker(config.workers.sha));
    $altcha.algorithms.set(`PBKDF2/SHA-${size}`, worker(config.workers.pbkdf2));
  }
  $altcha.i18n.set(config.language, config.altcha);
  setUpConsumerForm(form, status, config);
}
