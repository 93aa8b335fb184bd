import { qrnutri } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const removeSheet = (sheetId: string) => rpc(qrnutri.remove, { sheetId });
