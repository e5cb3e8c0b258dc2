export {
  type PasswordChangeFieldErrors,
  PasswordChangeModal,
  type PasswordChangeModalLabels,
  type PasswordChangeModalProps,
  type PasswordChangeValues,
} from './PasswordChangeModal.tsx';
