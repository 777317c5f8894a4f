import './theme.css';
import './card-list.css';

export { Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps } from './AlertDialog';
export { applyTheme, readableTextOn } from './applyTheme';
export type { ThemeStyling } from './applyTheme';
export { Banner } from './Banner';
export type { BannerProps } from './Banner';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant } from './Button';
export {
  WHITE,
  contrastRatio,
  darkenForContrast,
  parseHexColor,
  relativeLuminance,
  toHexColor,
} from './contrast';
export type { Rgb } from './contrast';
export { ChoiceChips } from './ChoiceChips';
export type { ChoiceChipsProps, ChoiceOption } from './ChoiceChips';
export { Dialog } from './Dialog';
export type { DialogNotice, DialogProps } from './Dialog';
export { FileChip } from './FileChip';
export type { FileChipProps } from './FileChip';
export { MarkdownText } from './MarkdownText';
export type { MarkdownTextProps } from './MarkdownText';
export { Menu } from './Menu';
export type { MenuAction, MenuProps } from './Menu';
export { MessageBubble } from './MessageBubble';
export type { MessageBubbleProps, MessageBubbleVariant } from './MessageBubble';
export { OneTimeSecret } from './OneTimeSecret';
export type { OneTimeSecretProps } from './OneTimeSecret';
export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { SelectField } from './SelectField';
export type { SelectFieldProps, SelectOption } from './SelectField';
export { SkeletonList } from './Skeleton';
export type { SkeletonListProps } from './Skeleton';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { Toast } from './Toast';
export type { ToastProps, ToastTone } from './Toast';
export { ToastProvider, useToasts } from './ToastProvider';
export type { Toaster, ToastProviderProps } from './ToastProvider';
export { ToastStack } from './ToastStack';
export type { ToastItem, ToastStackProps } from './ToastStack';
export { truncateFileName, FILE_NAME_KEPT_LENGTH, FILE_NAME_MAX_LENGTH } from './truncateFileName';
