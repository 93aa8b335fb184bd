/** Cache keys of the container screens; saving, packing or removing anything refreshes `all`. */
export const containerKeys = {
  all: ['trace-containers'] as const,
  models: ['trace-containers', 'models'] as const,
  productContainers: ['trace-containers', 'product-containers'] as const,
  containers: ['trace-containers', 'containers'] as const,
  model: (id: string) => ['trace-containers', 'model', id] as const,
  productContainer: (id: string) => ['trace-containers', 'product-container', id] as const,
  modelOptions: ['trace-containers', 'model-options'] as const,
  productContainerOptions: ['trace-containers', 'product-container-options'] as const,
};
