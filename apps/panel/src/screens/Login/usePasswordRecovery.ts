import { type Api, errorMessage } from '@agente/api';
import { useCallback, useRef, useState } from 'react';
import { LOGIN_COPY } from './login.copy.ts';
import { emailError } from './loginForm.ts';

const COPY = LOGIN_COPY.recovery;

export interface PasswordRecovery {
  isOpen: boolean;
  email: string;
  emailError: string | null;
  isSending: boolean;
  error: string | null;
  /** Shown on the login screen once the modal has closed on success. */
  success: string | null;
  /** Opens the modal with the address already typed in the login form. */
  open: (typedEmail: string) => void;
  /** Closing resets the email and the messages. */
  close: () => void;
  setEmail: (email: string) => void;
  submit: () => void;
}

/**
 * The 'Esqueci minha senha' modal: asks for the instructions to be mailed. The answer is the same whether or not
 * the address has an account, so the modal never tells anyone who is a customer.
 */
export function usePasswordRecovery(api: Api): PasswordRecovery {
  const [isOpen, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  // Answers of a request made before the modal was closed are dropped.
  const generation = useRef(0);

  const reset = useCallback(() => {
    generation.current += 1;
    setEmail('');
    setFieldError(null);
    setSending(false);
    setError(null);
    setSuccess(null);
  }, []);

  const submit = useCallback(() => {
    if (isSending) return;
    const invalid = emailError(email) ?? null;
    setFieldError(invalid);
    if (invalid) return;
    const request = ++generation.current;
    const address = email.trim();
    const current = () => request === generation.current;
    setSending(true);
    setError(null);
    setSuccess(null);
    void (async () => {
      try {
        await api.auth.recoverPassword(address);
        if (current()) {
          // Done: the modal closes and the login screen says where the instructions went.
          setOpen(false);
          setSuccess(COPY.sent);
        }
      } catch (failure) {
        if (current()) setError(errorMessage(failure, COPY.failed));
      } finally {
        if (current()) setSending(false);
      }
    })();
  }, [api, email, isSending]);

  return {
    isOpen,
    email,
    emailError: fieldError,
    isSending,
    error,
    success,
    open: (typedEmail) => {
      reset();
      setEmail(typedEmail.trim());
      setOpen(true);
    },
    close: () => {
      setOpen(false);
      reset();
    },
    setEmail,
    submit,
  };
}
