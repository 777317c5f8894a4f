import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, TextField } from '@app/ui';
import type { NavigationNotice } from '@/shared/navigation-notice';
import { useRegister } from '@/features/auth/useRegister';
import { MESSAGES } from '@/shared/messages';

export function RegisterView() {
  const { register, loading } = useRegister();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const outcome = await register({ username: username.trim(), password, email: email.trim() });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    const state: NavigationNotice = { notice: MESSAGES.registerSuccess };
    await navigate('/login', { state });
  }

  return (
    <section className="auth-view" aria-labelledby="register-heading">
      <h1 id="register-heading">Register</h1>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
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
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={loading} aria-busy={loading}>
          Register
        </Button>
      </form>
      <p className="auth-switch">
        Already registered? <Link to="/login">Back to login</Link>
      </p>
    </section>
  );
}
