import { Alert } from 'antd';

/** The errors of a whole form (not of one field), shown above its buttons. */
export function FormErrors({ messages, testId }: { messages: string[]; testId: string }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={messages.join(' ')}
      style={{ marginBottom: 16 }}
      data-testid={testId}
    />
  );
}
