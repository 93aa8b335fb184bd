/** The SQL texts pg-boss 10 builds for a schema (pg-boss ships no types for its internals). */
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
