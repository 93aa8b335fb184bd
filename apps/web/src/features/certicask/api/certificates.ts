import { useQuery } from '@tanstack/react-query';
import { certicask, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { withOneValueFilters } from '../model/list-filters';
import { caskKeys } from './keys';

export const listCertificates = (input: ListInput, signal: AbortSignal) =>
  rpc(
    certicask.listCertificates,
    withOneValueFilters(input, { subject: certicask.CERTIFICATE_SUBJECTS }) as InputOf<
      typeof certicask.listCertificates
    >,
    {
      signal,
    },
  );

export const useCertificate = (certificateId: string | null) =>
  useQuery({
    queryKey: [...caskKeys.certificates, certificateId ?? ''],
    queryFn: ({ signal }) => rpc(certicask.getCertificate, { certificateId: certificateId! }, { signal }),
    enabled: Boolean(certificateId),
  });
