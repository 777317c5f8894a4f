import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, TextField } from '@app/ui';
import type { AlertTone } from '@app/ui';
import { isShareReturn, returnPath } from '@/features/auth/auth-navigation';
import { ForgotPasswordForm } from '@/features/auth/ForgotPasswordForm';
import { useLogin } from '@/features/auth/useLogin';
import { clearShareReturnUrl, getShareReturnUrl } from '@/features/session/return-url-storage';
import { MESSAGES } from '@/shared/messages';
import { readNotice, readNoticeTone } from '@/shared/navigation-notice';

interface Status {
  tone: AlertTone;
  text: string;
}

export function LoginView() {
  const { login, loading } = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [status, setStatus] = useState<Status | null>(() => {
    const notice = readNotice(location.state);
    return notice ? { tone: readNoticeTone(location.state), text: notice } : null;
  });

  // A share link opened without a session lands here: say why, and that the entry follows the login.
  const sharedWithYou = isShareReturn(searchParams.get('returnUrl') ?? getShareReturnUrl());

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    const outcome = await login({ username: username.trim(), password });
    if (!outcome.ok) {
      setStatus({ tone: 'error', text: outcome.message });
      return;
    }
    // Spec §4: the returnUrl query, else a share link remembered before login, else home.
    const target = returnPath(searchParams.get('returnUrl') ?? getShareReturnUrl());
    clearShareReturnUrl();
    await navigate(target, { replace: true });
  }

  return (
    <section className="auth-view" aria-labelledby="login-heading">
      <h1 id="login-heading">{forgotOpen ? 'Forgot Password' : 'Login'}</h1>
      {sharedWithYou && !forgotOpen && <Alert tone="info">{MESSAGES.sharedWithYou}</Alert>}
      {status && (
        <Alert tone={status.tone} onDismiss={() => setStatus(null)}>
          {status.text}
        </Alert>
      )}
      {forgotOpen ? (
        <ForgotPasswordForm onBack={() => setForgotOpen(false)} />
      ) : (
        <form className="auth-form" onSubmit={(event) => void handleSubmit(event)}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" disabled={loading} aria-busy={loading}>
            Login
          </Button>
          <button
            type="button"
            className="auth-link"
            onClick={() => {
              setStatus(null);
              setForgotOpen(true);
            }}
          >
            Forgot Password
          </button>
        </form>
      )}
      <p className="auth-switch">
        No account yet? <Link to="/register">Register</Link>
      </p>
    </section>
  );
}
