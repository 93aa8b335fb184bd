import { qrCreator } from '@seal/shared';
import type { QrSetFields } from '@seal/shared/contract/qr-creator';
import { rpc } from '../../../api/rpc';

export const createSet = (fields: QrSetFields) => rpc(qrCreator.create, fields);
