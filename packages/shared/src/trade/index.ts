export * from './statuses';
export * from './totals';
