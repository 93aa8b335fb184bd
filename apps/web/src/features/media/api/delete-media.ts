import { media } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/**
 * Deletes a media. Refused with media.inUse while it is a product image or the brand logo;
 * ConfirmAction shows that catalogue message as a toast.
 */
export const deleteMedia = (mediaId: string) => rpc(media.deleteMedia, { mediaId });
