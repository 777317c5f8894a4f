/**
 * Whether a profile change needs the current password: a new password, or an email that is another address
 * (a change of letter case only is the same address). Server and client apply the same rule.
 */
export function profileChangeNeedsCurrentPassword(
  change: { email?: string; password?: string },
  currentEmail: string,
): boolean {
  const { email, password } = change;
  return !!password || (email !== undefined && email.toLowerCase() !== currentEmail.toLowerCase());
}
