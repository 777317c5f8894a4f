import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, AlertDialog, Button, TextField } from '@app/ui';
import { useDeleteAccount } from '@/features/profile/useDeleteAccount';

/** Typing the username is the deliberate step; letter case and surrounding spaces do not matter. */
export function confirmationMatches(typed: string, username: string): boolean {
  return typed.trim().toLowerCase() === username.toLowerCase();
}

/**
 * The end of the Edit Profile panel: deleting the account. The button stays disabled until the username is
 * typed and the password given, and a last confirmation asks once more before anything is sent.
 */
export function DeleteAccountSection({ username }: { username: string }) {
  const headingId = useId();
  const { deleteAccount, deleting } = useDeleteAccount(username);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ready = confirmationMatches(confirmation, username) && password !== '' && !deleting;

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setAsking(true);
  };

  const confirm = async () => {
    setProblem(null);
    const outcome = await deleteAccount(password);
    if (!outcome.ok) setProblem(outcome.message);
  };

  return (
    <section className="account-deletion" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-deletion__title">
        Delete account
      </h3>
      <p className="account-deletion__warning">
        This deletes your account and all your conversations, notes, shared posts and files for good. It
        cannot be undone.
      </p>
      <form className="account-deletion__form" noValidate onSubmit={ask}>
        <TextField
          label="Type your username to confirm"
          hint={`Type ${username} to confirm.`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          hint="Your current password."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {problem && <Alert tone="error">{problem}</Alert>}
        <Button type="submit" variant="danger" disabled={!ready}>
          Delete account
        </Button>
      </form>
      <AlertDialog
        open={asking}
        onOpenChange={setAsking}
        title="Delete your account?"
        description={`The account ${username} and everything in it will be deleted. This cannot be undone.`}
        cancelLabel="Cancel"
        actionLabel="Delete account"
        destructive
        onAction={() => void confirm()}
      />
    </section>
  );
}
