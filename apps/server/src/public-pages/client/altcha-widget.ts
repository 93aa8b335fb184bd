/*
 * The altcha widget (npm altcha, its `external` build: no inline worker or style, so the CSP
 * holds) and what it needs: its stylesheet, its proof-of-work workers served from this site, its
 * texts in the page's language. Most of the form's script by weight: loaded once the page is up.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import type { FormConfig } from './form-config';

export function registerAltcha(config: FormConfig) {
  if (config.stylesheet) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: config.stylesheet }));
  }
  const worker = (url: string) => () => new Worker(url);
  for (const size of ['256', '384', '512']) {
    $altcha.algorithms.set(`SHA-${size}`, worker(config.workers.sha));
    $altcha.algorithms.set(`PBKDF2/SHA-${size}`, worker(config.workers.pbkdf2));
  }
  $altcha.i18n.set(config.language, config.altcha);
}
