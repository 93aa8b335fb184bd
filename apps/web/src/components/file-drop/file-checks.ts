import { LIMITS } from '@seal/shared';
import { formatBytes } from '../../lib/format-bytes';

/** Image types accepted by uploads (spec 001 section 5 "Files"). */
export const IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.svg', '.ico'] as const;

export interface FileRules {
  /** Extensions with their dot, lower case: ['.png', '.jpg']. Empty: any type. */
  accept: readonly string[];
  /** Largest size in bytes (1 MB for images, LIMITS.uploadBytes). */
  maxBytes: number;
}

export const IMAGE_RULES: FileRules = { accept: IMAGE_EXTENSIONS, maxBytes: LIMITS.uploadBytes };

export type FileProblem =
  | { key: 'upload.badType'; params: { types: string } }
  | { key: 'upload.tooLarge'; params: { max: string } }
  | { key: 'upload.empty'; params: Record<string, never> };

export { formatBytes };

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * Checks a chosen file before it is sent. The server checks the content again; this only saves
 * the user a useless upload.
 */
export function checkFile(file: { name: string; size: number }, rules: FileRules): FileProblem | null {
  if (rules.accept.length > 0 && !rules.accept.includes(extensionOf(file.name))) {
    const types = rules.accept.map((ext) => ext.slice(1).toUpperCase()).join(', ');
    return { key: 'upload.badType', params: { types } };
  }
  if (file.size === 0) return { key: 'upload.empty', params: {} };
  if (file.size > rules.maxBytes) return { key: 'upload.tooLarge', params: { max: formatBytes(rules.maxBytes) } };
  return null;
}
