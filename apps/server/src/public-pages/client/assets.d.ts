/** Stylesheets imported for esbuild, which writes them beside the script. */
declare module '*.css';
