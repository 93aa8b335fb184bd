import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import i18n from '../i18n';
import { AppError } from './app-error';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('lists an array parameter as words of the language, not as "a,b"', async () => {
    const error = new AppError(ERRORS.theme.inUse, { count: 2, products: ['Olive oil', 'Chocolate'] });
    await i18n.changeLanguage('en');
    expect(errorMessage(error)).toContain('(Olive oil and Chocolate)');
    await i18n.changeLanguage('fr');
    expect(errorMessage(error)).toContain('(Olive oil et Chocolate)');
  });

  it('falls back to the support message for anything that is not a catalogue error', async () => {
    await i18n.changeLanguage('en');
    expect(errorMessage(new Error('boom'))).toBe(i18n.t('errors.common.internal'));
  });
});
