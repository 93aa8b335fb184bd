import { uploadMedia } from '../../../components/media-picker/upload-media';
import { useMediaMutation } from './use-media-mutation';

/** POST /api/media (multipart); the upload form shows the refusals on its fields. */
export const useUploadMedia = () => useMediaMutation(uploadMedia);
