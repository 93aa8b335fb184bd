import { useQuery } from '@tanstack/react-query';
import { certicask } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { sealHistoryKeys } from './keys';

/**
 * The cask certificates covering a seal, newest first (certificateModel.ofReference); a seal
 * without one answers certicask.noCertificate, which the card shows as such.
 */
export const useCertificatesOfReference = (ref: string, enabled: boolean) =>
  useQuery({
    queryKey: sealHistoryKeys.certificates(ref),
    queryFn: ({ signal }) => rpc(certicask.certificatesOfReference, { ref }, { signal }),
    enabled,
    retry: false,
    // The card shows its error, and a seal without a certificate is no failure.
    meta: { silent: true },
  });
