/**
 * The e-mail rule without zod, so a page can check an address without loading a schema library
 * (the login page). `zEmail` applies the same rule.
 */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

/** How an address is stored and compared: trimmed and lower-cased (the e-mail is also the login). */
export const normaliseEmail = (value: string) => value.trim().toLowerCase();
