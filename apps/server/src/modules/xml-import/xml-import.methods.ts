import { xmlImport } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './xml-import.service';

/** The batch's calls after its upload (POST /api/xml-import, xml-import.routes.ts). */
export const xmlImportMethods = [
  implement(xmlImport.getXmlImport, (input, ctx) => service.getXmlImport(ctx, input.importId)),
  implement(xmlImport.findXmlImports, (input, ctx) => service.findXmlImports(ctx, input)),
  implement(xmlImport.requestXmlImportCode, (input, ctx) => service.requestXmlImportCode(ctx, input.importId)),
  implement(xmlImport.startXmlImport, (input, ctx) => service.startXmlImport(ctx, input.importId), {
    guard: (input, ctx) => service.confirmXmlImport(ctx, input),
  }),
];
