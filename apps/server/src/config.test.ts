import { describe, expect, it } from 'vitest';
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
