import { describe, expect, it } from 'vitest';
import { CONSULTATION_THROTTLE } from '@seal/shared';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data and a same-site session cookie', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.frameAncestors).toEqual(["'self'"]);
    expect(config.cookieSameSite).toBe('lax');
  });

  it('lets partner sites frame the console over https with a SameSite=None cookie', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://console.example.com/',
      FRAME_ANCESTORS: "'self' https://partner.example",
    });
    expect(config.publicUrl).toBe('https://console.example.com');
    expect(config.frameAncestors).toEqual(["'self'", 'https://partner.example']);
    expect(config.cookieSameSite).toBe('none');
  });

  it('keeps SameSite=Lax over plain http, where a SameSite=None cookie would be refused', () => {
    expect(loadConfig({ FRAME_ANCESTORS: 'https://partner.example' }).cookieSameSite).toBe('lax');
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy by default', () => {
    for (const value of [undefined, '', 'false', '0']) expect(trust(value)).toBe(false);
  });

  it('reads a hop count, and true as one hop rather than every hop', () => {
    expect(trust('2')).toBe(2);
    expect(trust('true')).toBe(1);
  });

  it('reads a comma list of proxy addresses and ranges', () => {
    expect(trust('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'loopback']);
  });

  it('stops the start on a value it does not understand, naming it', () => {
    expect(() => trust('yes')).toThrow(/TRUST_PROXY=yes .*yes is neither/);
    expect(() => trust('10.0.0.1,10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33 is neither/);
  });
});

describe('CONSULTATION_THROTTLE', () => {
  it('keeps the shared limits by default and changes the ones it names', () => {
    expect(loadConfig({}).consultationThrottle).toEqual(CONSULTATION_THROTTLE);
    expect(loadConfig({ CONSULTATION_THROTTLE: 'perIp=500, perReference=60' }).consultationThrottle).toEqual({
      ...CONSULTATION_THROTTLE,
      perIp: 500,
      perReference: 60,
    });
  });

  it('stops the start on a name or a number it does not understand', () => {
    expect(() => loadConfig({ CONSULTATION_THROTTLE: 'perIP=5' })).toThrow(/perIP=5/);
    expect(() => loadConfig({ CONSULTATION_THROTTLE: 'perIp=0' })).toThrow(/perIp=0/);
    expect(() => loadConfig({ CONSULTATION_THROTTLE: 'perIp=1.5' })).toThrow(/perIp=1.5/);
  });
});
