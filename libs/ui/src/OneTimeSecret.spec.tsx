import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OneTimeSecret } from './OneTimeSecret';

const renderSecret = (onCopy: (value: string) => Promise<boolean>, onDone = vi.fn()) =>
  render(
    <OneTimeSecret
      title="Your new token"
      label="New access token"
      warning="Copy this token now: it will not be shown again."
      value="flexi_pat_abc"
      onCopy={onCopy}
      onDone={onDone}
    />,
  );

describe(OneTimeSecret.name, () => {
  it('should show the warning and the value under its label, with focus on Copy', () => {
    renderSecret(vi.fn());

    expect(screen.getByRole('region', { name: 'Your new token' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Copy this token now: it will not be shown again.');
    expect(screen.getByLabelText('New access token')).toHaveValue('flexi_pat_abc');
    expect(screen.getByLabelText('New access token')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
  });

  it('should copy the value and say Copied in place once it was copied', async () => {
    const onCopy = vi.fn().mockResolvedValue(true);
    renderSecret(onCopy);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));

    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(onCopy).toHaveBeenCalledWith('flexi_pat_abc');
  });

  it('should keep saying Copy when copying failed', async () => {
    const onCopy = vi.fn().mockResolvedValue(false);
    renderSecret(onCopy);

    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));

    await vi.waitFor(() => expect(onCopy).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('should call onDone when Done is pressed', () => {
    const onDone = vi.fn();
    renderSecret(vi.fn(), onDone);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));

    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
