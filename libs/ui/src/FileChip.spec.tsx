import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileChip } from './FileChip';

const LONG_NAME = 'my-very-long-journal-export.pdf';

describe(FileChip.name, () => {
  it('should show the truncated name with the full one in title and aria-label when the name is long', () => {
    render(<FileChip name={LONG_NAME} />);

    const chip = screen.getByRole('group', { name: LONG_NAME });
    expect(chip).toHaveAttribute('title', LONG_NAME);
    expect(chip).toHaveTextContent('my-very-long…');
    expect(chip).not.toHaveTextContent(LONG_NAME);
  });

  it('should show the whole name when it has 15 characters', () => {
    render(<FileChip name="abcdefghijk.pdf" />);

    expect(screen.getByRole('group')).toHaveTextContent('abcdefghijk.pdf');
  });

  it('should call onRemove when the remove button is pressed', () => {
    const onRemove = vi.fn();
    render(<FileChip name="notes.txt" onRemove={onRemove} />);

    fireEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));

    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('should have no buttons when no handlers are given', () => {
    render(<FileChip name="notes.txt" />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should show progress and a cancel button instead of remove when uploading', () => {
    const onCancel = vi.fn();
    render(<FileChip name="photo.png" progress={42.4} onCancel={onCancel} onRemove={vi.fn()} />);

    const bar = screen.getByRole('progressbar', { name: 'Uploading photo.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.queryByRole('button', { name: 'Remove photo.png' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of photo.png' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('should clamp the progress when it is outside 0-100', () => {
    render(<FileChip name="photo.png" progress={140} />);

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
