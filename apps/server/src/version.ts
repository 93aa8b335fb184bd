export const VERSION = process.env.APP_VERSION ?? '0.1.0';
