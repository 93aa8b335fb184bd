import { randomBytes } from 'node:crypto';
import { NUTRITION_PAGE_PREFIX } from '@seal/shared/contract/qrnutri';

/** 128 random bits: the address of a public page tells nothing and cannot be guessed. */
export const newPublicId = () => randomBytes(16).toString('base64url');

/** A public id as newPublicId writes it (22 base64url characters): anything else is not looked up. */
export const isPublicId = (value: string) => /^[A-Za-z0-9_-]{22}$/.test(value);

export const publicPageUrl = (publicUrl: string, publicId: string) => `${publicUrl}${NUTRITION_PAGE_PREFIX}${publicId}`;
