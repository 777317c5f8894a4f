import './theme.css';

export { Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
