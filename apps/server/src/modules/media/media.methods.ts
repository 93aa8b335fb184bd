import { media, products } from '@seal/shared';
import { implement } from '../../rpc/registry';
import { importRemoteImage } from './import-remote-image';
import * as service from './media.service';

export const mediaMethods = [
  implement(media.findMedia, (input, ctx) => service.findMedia(ctx, input)),
  implement(media.findMediaTags, (_input, ctx) => service.findMediaTags(ctx)),
  implement(media.getMedia, (input, ctx) => service.getMedia(ctx, input.media_id)),
  implement(media.renameMedia, (input, ctx) => service.renameMedia(ctx, input.mediaId, input.name)),
  implement(media.tagMedia, (input, ctx) => service.tagMedia(ctx, input.mediaId, input.tag ?? null)),
  implement(media.deleteMedia, (input, ctx) => service.deleteMedia(ctx, input.mediaId)),
  // A product-wizard call (GS1 prefill) whose work is the media library's.
  implement(products.importGs1Image, (input, ctx) => importRemoteImage(ctx, input.url)),
];
