/** The little of saxon-js the EN 16931 test uses (the package ships no types). */
declare module 'saxon-js' {
  const SaxonJS: {
    transform(options: Record<string, unknown>, mode: 'sync'): { principalResult: string };
  };
  export default SaxonJS;
}
