import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, TextField } from '@app/ui';
import { useRequestPasswordReset } from '@/features/auth/usePasswordReset';
import { useTimedStatus } from '@/features/auth/useTimedStatus';

/** The login view's Forgot Password part: one email field, Send Reset Email and Back to Login. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { requestReset, loading } = useRequestPasswordReset();
  const { status, show, clear } = useTimedStatus();
  const [email, setEmail] = useState('');
  const trimmed = email.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed) return;
    clear();
    const outcome = await requestReset(trimmed);
    show(outcome.message, !outcome.ok);
  }

  return (
    <>
      {status && (
        <Alert tone={status.tone} onDismiss={clear}>
          {status.text}
        </Alert>
      )}
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={!trimmed || loading} aria-busy={loading}>
          Send Reset Email
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back to Login
        </Button>
      </form>
    </>
  );
}
