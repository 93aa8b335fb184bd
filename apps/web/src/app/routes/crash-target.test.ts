import { describe, expect, it } from 'vitest';
import { crashTarget } from './crash-target';

describe('crashTarget', () => {
  it('restarts at the parent route when the parent is a page', () => {
    expect(crashTarget('/products/themes/edit/expert')).toBe('/products/themes/edit');
    expect(crashTarget('/products/themes/new')).toBe('/products/themes');
    expect(crashTarget('/help/news')).toBe('/help');
  });

  it('restarts at /home when the parent is no page', () => {
    expect(crashTarget('/organisation/users')).toBe('/home');
    expect(crashTarget('/unknown/place')).toBe('/home');
  });

  it('restarts at / when the dashboard itself crashed', () => {
    expect(crashTarget('/home')).toBe('/');
  });
});
