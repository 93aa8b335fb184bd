import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isAppError } from '../../api/app-error';
import { errorMessage, validationMessage } from '../../api/error-message';
import { AuthAlert } from './auth-layout';
import '../../components/plain-input.css';
import { useLogin } from './api/login';
import { checkLogin, type LoginIssues, type LoginValues } from './login-check';

/** A labelled field of the login form, its error under it (what antd's Form.Item draws). */
function Field(props: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="auth-field">
      <label htmlFor={props.id} className="auth-label">
        {props.label}
      </label>
      {props.children}
      {props.error && (
        <div id={`${props.id}-error`} className="auth-field-error" role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}

/**
 * E-mail and password, checked by the shared rules (login-check.ts). Plain markup rather than
 * ResourceForm: antd (and its Form stack) and zod would more than double what /login loads.
 */
export function LoginForm(props: { email?: string; onForgot: () => void; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ email: props.email ?? '', password: '' });
  const [issues, setIssues] = useState<LoginIssues>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setIssues((current) => ({ ...current, [field]: undefined }));
    setFormErrors([]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLogin(values);
    setIssues(checked.issues);
    setFormErrors([]);
    if (Object.keys(checked.issues).length > 0) return;
    try {
      await login.mutateAsync(checked.values);
      props.onLoggedIn();
    } catch (error) {
      const fields = isAppError(error) ? error.fields : [];
      const byField = Object.fromEntries(fields.map((issue) => [issue.path, issue.key]));
      setIssues(byField);
      if (fields.length === 0) setFormErrors([errorMessage(error)]);
    }
  };

  const errorOf = (field: keyof LoginValues) => {
    const key = issues[field];
    return key ? validationMessage(key) : undefined;
  };
  const aria = (field: keyof LoginValues) =>
    issues[field] ? { 'aria-invalid': true, 'aria-describedby': `login-${field}-error` } : {};

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="login-form">
      <Field id="login-email" label={t('auth.fields.email')} error={errorOf('email')}>
        <input
          id="login-email"
          className="plain-input"
          type="email"
          autoComplete="username"
          autoFocus
          required
          value={values.email}
          onChange={change('email')}
          disabled={login.isPending}
          data-testid="login-email"
          {...aria('email')}
        />
      </Field>
      <Field id="login-password" label={t('auth.fields.password')} error={errorOf('password')}>
        <input
          id="login-password"
          className="plain-input"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          disabled={login.isPending}
          data-testid="login-password"
          {...aria('password')}
        />
      </Field>
      {formErrors.length > 0 && (
        <AuthAlert type="error" testId="form-error">
          {formErrors.join(' ')}
        </AuthAlert>
      )}
      <div className="auth-actions">
        <button
          type="submit"
          className="auth-button auth-button-primary"
          disabled={login.isPending}
          aria-busy={login.isPending}
          data-testid="form-submit"
        >
          {t('auth.login.submit')}
        </button>
        <button
          type="button"
          className="auth-button auth-button-link"
          onClick={props.onForgot}
          data-testid="forgot-password-link"
        >
          {t('auth.login.forgot')}
        </button>
      </div>
    </form>
  );
}
