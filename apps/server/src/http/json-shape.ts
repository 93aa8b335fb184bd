import { JSON_BODY_LIMITS } from '@seal/shared';

export type JsonLimit = keyof typeof JSON_BODY_LIMITS;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** The index of the quote closing the string whose opening quote is at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

/**
 * The limit a JSON text goes over, read from the raw text in one pass and stopping there, or null.
 * Values are counted as one for the root, one per object or array and one per comma: at least
 * every value the text holds (an empty object or array counts one more). Malformed text is left
 * to the parser that follows: this only measures brackets and commas outside strings.
 */
export function jsonLimitExceeded(text: string, limits: typeof JSON_BODY_LIMITS = JSON_BODY_LIMITS): JsonLimit | null {
  let depth = 0;
  let nodes = 1;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) {
      const end = stringEnd(text, i);
      if (end === -1) return null;
      i = end;
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      nodes += 1;
      if (depth > limits.depth) return 'depth';
      if (nodes > limits.nodes) return 'nodes';
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    } else if (char === COMMA) {
      nodes += 1;
      if (nodes > limits.nodes) return 'nodes';
    }
  }
  return null;
}
