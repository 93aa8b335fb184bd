import { z } from 'zod';

/**
 * The id of a stored object (a UUID). Every method input key holding one ends in `Id` or `Ids`, and
 * the server checks each one belongs to the caller's account: an unknown id and a foreign one both
 * answer `common.notFound`.
 */
export const zId = z.uuid();
