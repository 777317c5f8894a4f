import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe(ProgressBar.name, () => {
  it('should expose the rounded percentage and fill the bar to it when a value is given', () => {
    render(<ProgressBar label="Uploading journal" value={42.6} />);

    const bar = screen.getByRole('progressbar', { name: 'Uploading journal' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '43%' });
    expect(bar).not.toHaveClass('ui-progress--indeterminate');
  });

  it('should keep the value between 0 and 100 when given one outside', () => {
    render(<ProgressBar label="Downloading" value={140} />);

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('should carry no aria-valuenow and read its text when the total is unknown', () => {
    render(<ProgressBar label="Downloading journal" valueText="3.2 MB downloaded" />);

    const bar = screen.getByRole('progressbar', { name: 'Downloading journal' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', '3.2 MB downloaded');
    expect(bar).toHaveClass('ui-progress--indeterminate');
  });
});
