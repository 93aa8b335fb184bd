import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERRORS, LIMITS } from '@seal/shared';
import { ALL_SHELL_TEXTS } from '../i18n/all-texts';
import { AppError } from './app-error';
import { parseResponse } from './parse-response';

const failure = (status: number, body: unknown): AppError => {
  try {
    parseResponse(status, body);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
};

describe('parseResponse', () => {
  it('returns the data of a success envelope', () => {
    expect(parseResponse(200, { code: 0, data: { sent: true } })).toEqual({ sent: true });
  });

  it('returns a plain REST body as it is', () => {
    expect(parseResponse(200, { adminUrl: 'https://admin.example', version: '1' })).toEqual({
      adminUrl: 'https://admin.example',
      version: '1',
    });
  });

  it('turns a catalogue error into an AppError with its key, params and fields', () => {
    const error = failure(400, {
      code: 400,
      key: 'common.validation',
      params: { count: 1 },
      fields: [{ path: 'email', key: 'validation.email' }, { bad: true }],
    });
    expect(error.messageKey).toBe('errors.common.validation');
    expect(error.params).toEqual({ count: 1 });
    expect(error.fields).toEqual([{ path: 'email', key: 'validation.email' }]);
    expect(error.status).toBe(400);
  });

  it('keeps a business 401 (wrong password) apart from a missing session', () => {
    const wrongPassword = failure(401, { code: 1003, key: 'auth.invalidCredentials' });
    expect(wrongPassword.is(ERRORS.auth.invalidCredentials)).toBe(true);
    expect(wrongPassword.isSessionMissing).toBe(false);
    expect(failure(401, { code: 401, key: 'common.sessionRequired' }).isSessionMissing).toBe(true);
    expect(failure(401, '').isSessionMissing).toBe(true);
  });

  it('maps answers without envelope by HTTP status', () => {
    expect(failure(413, '<html>Too large</html>').key).toBe('common.tooLarge');
    expect(failure(429, undefined).key).toBe('common.throttled');
    expect(failure(502, 'Bad gateway').key).toBe('common.internal');
  });

  describe('an answer 413', () => {
    const i18n = createInstance();
    void i18n.init({
      resources: {
        en: { translation: ALL_SHELL_TEXTS.en },
        fr: { translation: ALL_SHELL_TEXTS.fr },
        zh: { translation: ALL_SHELL_TEXTS.zh },
      },
      lng: 'en',
      interpolation: { escapeValue: false },
    });
    const message = (error: AppError, lng: string) => i18n.t(error.messageKey, { ...error.params, lng });

    it('names the media library’s own 1 MB limit, in every language', () => {
      const error = failure(413, { code: 703, key: 'media.tooLarge', params: { limit: LIMITS.uploadBytes } });
      expect(error.is(ERRORS.media.tooLarge)).toBe(true);
      expect(error.params).toMatchObject({ limit: LIMITS.uploadBytes, max: '1 MB' });
      expect(message(error, 'en')).toBe('The file is over 1 MB and was refused.');
      expect(message(error, 'fr')).toBe('Le fichier dépasse 1 MB et a été refusé.');
      expect(message(error, 'zh')).toBe('文件超过 1 MB，已被拒绝。');
    });

    it('names the transfer limit the server states, and the 10 MB one behind a proxy’s page', () => {
      const stated = failure(413, { code: 413, key: 'common.tooLarge', params: { limit: 2 * 1024 * 1024 } });
      expect(message(stated, 'en')).toBe('The transfer is over 2 MB and was refused.');
      const proxy = failure(413, '<html>413 Request Entity Too Large</html>');
      expect(proxy.is(ERRORS.common.tooLarge)).toBe(true);
      expect(message(proxy, 'fr')).toBe('Le transfert dépasse 10 MB et a été refusé.');
      expect(message(proxy, 'zh')).toBe('传输内容超过 10 MB，已被拒绝。');
    });

    it('leaves the parameters of other answers alone', () => {
      expect(failure(400, { code: 400, key: 'common.validation' }).params).toEqual({});
    });
  });
});
