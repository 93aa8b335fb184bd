const LINK = /(https?:\/\/[^\s<>"]+)/;

/**
 * A mail's plain text as written, its web links clickable (only http and https: the text may come
 * from a user's mail, and another scheme stays text).
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="outbox-text">
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noreferrer noopener">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </div>
  );
}
