import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, TextField } from '@app/ui';
import { useResetPassword } from '@/features/auth/usePasswordReset';
import { useTimedStatus } from '@/features/auth/useTimedStatus';
import { RESET_REDIRECT_MS } from '@/shared/messages';

/** Opened from the mailed link `/#/reset-password?token=…`: sets a new password, then back to login after 3 s. */
export function ResetPasswordView() {
  const { resetPassword, loading } = useResetPassword();
  const { status, show, clear } = useTimedStatus();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const outcome = await resetPassword(token, password);
    show(outcome.message, !outcome.ok);
    if (!outcome.ok) return;
    setDone(true);
    setPassword('');
    redirect.current = setTimeout(() => void navigate('/login', { replace: true }), RESET_REDIRECT_MS);
  }

  return (
    <section className="auth-view" aria-labelledby="reset-heading">
      <h1 id="reset-heading">Reset Password</h1>
      {status && (
        <Alert tone={status.tone} onDismiss={clear}>
          {status.text}
        </Alert>
      )}
      <form className="auth-form" onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="New Password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={loading || done} aria-busy={loading}>
          Update Password
        </Button>
        <Button variant="secondary" onClick={() => void navigate('/login')}>
          Back to Login
        </Button>
      </form>
    </section>
  );
}
