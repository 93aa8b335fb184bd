// Seal ranges' arithmetic lives with the seals, for every area that stores ranges.
export * from '../seals/intervals';
