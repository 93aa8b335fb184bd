import { describe, expect, it } from 'vitest';
import { checkFile, formatBytes, IMAGE_RULES } from './file-checks';

describe('file checks', () => {
  it('accepts an image under 1 MB', () => {
    expect(checkFile({ name: 'logo.PNG', size: 200_000 }, IMAGE_RULES)).toBeNull();
  });

  it('refuses an image over 1 MB', () => {
    expect(checkFile({ name: 'logo.jpg', size: 1024 * 1024 + 1 }, IMAGE_RULES)).toEqual({
      key: 'upload.tooLarge',
      params: { max: '1 MB' },
    });
  });

  it('refuses a type outside the list, whatever its size', () => {
    expect(checkFile({ name: 'notes.pdf', size: 10 }, IMAGE_RULES)).toEqual({
      key: 'upload.badType',
      params: { types: 'PNG, JPG, JPEG, SVG, ICO' },
    });
  });

  it('refuses an empty file', () => {
    expect(checkFile({ name: 'a.csv', size: 0 }, { accept: ['.csv'], maxBytes: 10 })?.key).toBe('upload.empty');
  });

  it('writes sizes as users read them', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1536)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});
