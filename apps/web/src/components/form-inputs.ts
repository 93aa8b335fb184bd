/**
 * Text and password inputs for the forms on the login path. `Input` from 'antd' carries
 * TextArea, Search and OTP along with it; these two files are all a login form needs, which
 * keeps the /login bundle under its 300 KB (gzip) budget. Elsewhere, use `Input` from 'antd'.
 */
export { default as TextInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
