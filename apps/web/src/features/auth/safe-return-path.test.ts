import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it('returns to the page the guard remembered', () => {
    expect(safeReturnPath({ from: '/products/myproducts?page=2' })).toBe('/products/myproducts?page=2');
  });

  it('never leaves the site nor loops on the login flow', () => {
    expect(safeReturnPath({ from: '//evil.example/x' })).toBe('/home');
    expect(safeReturnPath({ from: 'https://evil.example' })).toBe('/home');
    expect(safeReturnPath({ from: '/login?expired=true' })).toBe('/home');
    expect(safeReturnPath(null)).toBe('/home');
  });
});
