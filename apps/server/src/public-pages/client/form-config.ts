/**
 * What the server hands the consumer form's script, as JSON inside the page (no request, no
 * inline script): where to send, the altcha workers, and the texts in the page's language.
 */
export interface FormConfig {
  endpoint: string;
  language: string;
  maxImageBytes: number;
  /** The picture types the server keeps (a photo: PNG or JPEG). */
  imageTypes: string[];
  /** altcha proof-of-work workers by algorithm family: served beside the script, same origin (CSP). */
  workers: { sha: string; pbkdf2: string };
  /** The widget's stylesheet, added by the script (so it never delays the page's first paint). */
  stylesheet: string | null;
  texts: {
    sending: string;
    success: string;
    imageTooLarge: string;
    imageNotImage: string;
    consentDenied: string;
    errors: Record<string, unknown> & { generic: string; network: string; captcha: string; invalidFields: string };
    /** The label of each field, to name the ones a validation error points at. */
    fields: Record<string, string>;
  };
  altcha: Record<string, string>;
}

export const FORM_CONFIG_ID = 'consumer-form-config';
