import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { ERRORS, methodKey } from '@seal/shared';
import { createRegistry } from '../rpc/methods';
import { asAdministrator, useTestApp } from '../../test/use-test-app';
import { contractPaths } from './contract-paths';
import { AREA_ERRORS } from './method-errors';

const t = await useTestApp();
const { adminCookie } = await asAdministrator(t);

const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
const document = response.json();

describe('GET /api/openapi.json', () => {
  it('is public and valid OpenAPI 3.1', async () => {
    expect(response.statusCode).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('holds every registered method with its rights, security and catalogue errors', () => {
    const methods = document.paths;
    const described = Object.keys(methods).filter((path) => path.startsWith('/api/v1/'));
    const expected = createRegistry()
      .all()
      .map(({ contract }) => `/api/v1/${contract.model}/${contract.name}`);
    expect(described.sort()).toEqual(expected.sort());
    const activate = methods['/api/v1/activationModel/activate'].post;
    expect(activate['x-rights']).toEqual([]);
    expect(activate['x-any-of']).toContain('secu.by_range');
    expect(activate.security).toEqual([{ bearerToken: [] }, { sessionCookie: [] }]);
    // Methods of one area share their error responses (components/responses).
    const errorsAt = (status: string): string => {
      const ref: string = activate.responses[status].$ref;
      return document.components.responses[ref.replace('#/components/responses/', '')].description;
    };
    expect(errorsAt('403')).toContain(ERRORS.common.forbidden.key);
    expect(errorsAt('409')).toContain(ERRORS.activation.alreadyActivated.key);
    expect(errorsAt('400')).toContain(ERRORS.activation.invalidSecurityCode.key);
    const login = methods['/api/v1/userModel/login'].post;
    expect(login.security).toEqual([]);
    expect(document.webhooks['seal.stateChanged'].post.requestBody).toBeDefined();
    for (const path of ['/epcis/events', '/epcis/capture', '/01/{path}', '/api/certicask/device/certificates'])
      expect(methods[path], path).toBeDefined();
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['bearerToken', 'sessionCookie']),
    );
  });

  it('names every operation once, as generators need', () => {
    const ids = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (item) => Object.values(item).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every area of the contracts its catalogue domains', () => {
    const areas = new Set([...contractPaths().values()].map((path) => path.split('.')[0]!));
    for (const area of areas) expect(AREA_ERRORS, area).toHaveProperty(area);
  });
});

describe('POST /api/v1/{model}/{name}', () => {
  it('answers as /callAPI does, the input being the body', async () => {
    const viaPath = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userModel/getSession',
      payload: {},
      headers: { cookie: adminCookie },
    });
    expect(viaPath.statusCode).toBe(200);
    expect(viaPath.json().data.user.email).toBeTruthy();
    const viaCall = await t.call('userModel', 'getSession', {}, adminCookie);
    expect(viaPath.json()).toEqual(viaCall.json());
  });

  it('refuses what /callAPI refuses: no session, an unknown method, bad input, another site', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/productModel/findProducts', payload: {} });
    expect(anonymous.json()).toMatchObject({ key: ERRORS.common.sessionRequired.key });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/v1/productModel/nothing', payload: {} });
    expect(unknown.json()).toMatchObject({ key: ERRORS.common.unknownMethod.key });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/productModel/getProduct',
      payload: { productId: 'not an id' },
      headers: { cookie: adminCookie },
    });
    expect(invalid.json()).toMatchObject({ key: ERRORS.common.validation.key });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/userModel/getSession',
      payload: {},
      headers: { cookie: adminCookie, origin: 'https://elsewhere.example' },
    });
    expect(crossSite.json()).toMatchObject({ key: ERRORS.common.crossOrigin.key });
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its assets from the server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/')).toBe(true);
      const file = await t.app.inject({ method: 'GET', url: asset });
      expect(file.statusCode, asset).toBe(200);
      expect(file.body.length, asset).toBeGreaterThan(0);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/../package.json' })).statusCode).toBe(404);
  });
});

it('finds every registered contract in the shared package', () => {
  const paths = contractPaths();
  for (const { contract } of createRegistry().all()) expect(paths.has(contract), methodKey(contract)).toBe(true);
});
