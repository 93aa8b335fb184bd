import { UI } from '@seal/shared';
import i18n from '../i18n';
import { debounce } from '../lib/debounce';
import { notify } from './notify';

/** Bursts of failing requests (a page firing several calls offline) give a single message. */
const NETWORK_DEBOUNCE_MS = 300;

/** A transfer over the server's limit, with its message (which names the limit). */
export const noticeTooLarge = debounce((message: string) => notify.error(message, 'too-large'), UI.tooLargeDebounceMs);

export const noticeNetwork = debounce(
  () => notify.error(i18n.t('errors.auth.network'), 'network'),
  NETWORK_DEBOUNCE_MS,
);
