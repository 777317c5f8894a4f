import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner';

describe(Banner.name, () => {
  it('should show its message alone when it has no action', () => {
    render(<Banner>You are offline.</Banner>);

    expect(screen.getByText('You are offline.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should call the action when its button is pressed, and not while it is disabled', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Banner action={{ label: 'Reload', onClick }}>A new version is ready.</Banner>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    rerender(
      <Banner action={{ label: 'Reloading…', onClick, disabled: true }}>A new version is ready.</Banner>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reloading…' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
