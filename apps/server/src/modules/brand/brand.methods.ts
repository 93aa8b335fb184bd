import { brand } from '@seal/shared';
import { implement } from '../../rpc/registry';
import * as service from './brand.service';

export const brandMethods = [
  implement(brand.getBrand, (_input, ctx) => service.getBrand(ctx)),
  implement(brand.saveBrand, (input, ctx) => service.saveBrand(ctx, input)),
];
