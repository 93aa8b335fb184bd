import { qrnutri } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Publishes the sheet, or withdraws it (its public page then answers 404). */
export const publishSheet = (sheetId: string, published: boolean) => rpc(qrnutri.publish, { sheetId, published });
