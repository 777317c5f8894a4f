import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Dialog, Spinner, TextField } from '@app/ui';
import { DeleteAccountSection } from '@/features/profile/DeleteAccountSection';
import type { Profile } from '@/features/profile/useMe';
import { profileChangeNeedsCurrentPassword } from '@app/schema';
import { validateProfileChanges } from '@/features/profile/profile-validation';
import type { ProfileChanges } from '@/features/profile/profile-validation';
import { TimeZoneSelect } from '@/features/profile/TimeZoneSelect';
import { MailSettingsFields } from '@/features/profile/MailSettingsFields';
import { AiMemoryField } from '@/features/profile/AiMemoryField';
import { type DigestSetting, type ReminderSetting, sameSetting } from '@/features/profile/mail-settings';
import { useProfileForEdit, useUpdateProfile } from '@/features/profile/useProfile';

export interface EditProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the spec's success text once the profile is saved (the dialog then closes). */
  onUpdated: (message: string) => void;
}

/**
 * Spec §2 Edit Profile panel: username (disabled), email, optional new password, display name, the time zone
 * that decides what "a day" is, the mails the writer asked for (issue 24) and whether replies remember their
 * earlier entries (issue 23); then the section that deletes the account.
 */
export function EditProfileDialog({ open, onOpenChange, onUpdated }: EditProfileDialogProps) {
  return (
    <Dialog title="Edit Profile" open={open} onOpenChange={onOpenChange}>
      {open && <EditProfileBody onUpdated={onUpdated} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function EditProfileBody({
  onUpdated,
  onClose,
}: {
  onUpdated: (message: string) => void;
  onClose: () => void;
}) {
  const { profile, loading, error } = useProfileForEdit();
  if (error) return <Alert tone="error">{error}</Alert>;
  if (loading || !profile) return <Spinner label="Loading profile" />;
  return (
    <>
      <EditProfileForm profile={profile} onUpdated={onUpdated} onClose={onClose} />
      <DeleteAccountSection username={profile.username} />
    </>
  );
}

function EditProfileForm({
  profile,
  onUpdated,
  onClose,
}: {
  profile: Profile;
  onUpdated: (message: string) => void;
  onClose: () => void;
}) {
  const { update, updating } = useUpdateProfile();
  const [email, setEmail] = useState(profile.email);
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState(profile.displayName ?? '');
  const [timeZone, setTimeZone] = useState(profile.timeZone);
  const [currentPassword, setCurrentPassword] = useState('');
  const loadedReminder = reminderOf(profile);
  const loadedDigest = digestOf(profile);
  const [reminder, setReminder] = useState<ReminderSetting | null>(loadedReminder);
  const [digest, setDigest] = useState<DigestSetting | null>(loadedDigest);
  const [aiMemory, setAiMemory] = useState(profile.aiMemory);
  const [problem, setProblem] = useState<string | null>(null);

  // Only the fields that differ from the loaded profile are sent.
  const changes: ProfileChanges = {};
  if (email !== profile.email) changes.email = email.trim();
  if (password) changes.password = password;
  if (displayName !== (profile.displayName ?? '')) changes.displayName = displayName;
  if (timeZone !== profile.timeZone) changes.timeZone = timeZone;
  if (!sameSetting(reminder, loadedReminder)) changes.writingReminder = reminder;
  if (!sameSetting(digest, loadedDigest)) changes.reviewDigest = digest;
  if (aiMemory !== profile.aiMemory) changes.aiMemory = aiMemory;
  const askForCurrentPassword = profileChangeNeedsCurrentPassword(changes, profile.email);
  if (askForCurrentPassword) changes.currentPassword = currentPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateProfileChanges(changes, profile.email);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setProblem(null);
    const outcome = await update(changes);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    onUpdated(outcome.message);
    onClose();
  };

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Username" value={profile.username} disabled readOnly />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="Leave blank to keep your current password."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {askForCurrentPassword && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your password or email."
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
      )}
      <TextField
        label="Display name"
        autoComplete="nickname"
        value={displayName}
        onChange={(event) => setDisplayName(event.target.value)}
      />
      <TimeZoneSelect value={timeZone} onChange={setTimeZone} />
      <MailSettingsFields
        email={profile.email}
        reminder={reminder}
        onReminderChange={setReminder}
        digest={digest}
        onDigestChange={setDigest}
      />
      <AiMemoryField checked={aiMemory} onChange={setAiMemory} />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" disabled={updating}>
        Update Profile
      </Button>
    </form>
  );
}

/** The loaded settings without the cache's type names, in the shape the form holds and the input takes. */
function reminderOf({ writingReminder }: Profile): ReminderSetting | null {
  return writingReminder ? { weekdays: [...writingReminder.weekdays], time: writingReminder.time } : null;
}

function digestOf({ reviewDigest }: Profile): DigestSetting | null {
  return reviewDigest
    ? { frequency: reviewDigest.frequency, weekday: reviewDigest.weekday, time: reviewDigest.time }
    : null;
}
