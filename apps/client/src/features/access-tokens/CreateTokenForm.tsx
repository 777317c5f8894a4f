import { useState } from 'react';
import type { FormEvent } from 'react';
import { LIMITS } from '@app/schema';
import { Button, SelectField, TextField } from '@app/ui';
import type { NewToken } from '@/features/access-tokens/useAccessTokens';

const SCOPE_OPTIONS = [
  { value: 'READ', label: 'Read only' },
  { value: 'WRITE', label: 'Read and write' },
] as const;

const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
  { value: 'never', label: 'Never' },
];

export interface CreateTokenFormProps {
  creating: boolean;
  onCreate: (request: NewToken) => Promise<boolean>;
}

/** Name, what the token may do, and how long it lasts (90 days unless chosen otherwise, as GitHub offers). */
export function CreateTokenForm({ creating, onCreate }: CreateTokenFormProps) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'READ' | 'WRITE'>('READ');
  const [expiry, setExpiry] = useState('90');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await onCreate({
      name: name.trim(),
      scopes: scope === 'WRITE' ? ['READ', 'WRITE'] : ['READ'],
      expiresInDays: expiry === 'never' ? null : Number(expiry),
    });
    if (created) setName('');
  };

  return (
    <form
      className="access-tokens__form"
      aria-label="Create an access token"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label="Token name"
        hint="What it is for, such as “Backup script”."
        value={name}
        required
        maxLength={LIMITS.accessTokenNameMax}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label="Access"
        options={SCOPE_OPTIONS}
        value={scope}
        onChange={(event) => setScope(event.target.value === 'WRITE' ? 'WRITE' : 'READ')}
      />
      <SelectField
        label="Expires after"
        options={EXPIRY_OPTIONS}
        value={expiry}
        onChange={(event) => setExpiry(event.target.value)}
      />
      <Button type="submit" disabled={creating || !name.trim()} aria-busy={creating || undefined}>
        Create token
      </Button>
    </form>
  );
}
