import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonList } from './Skeleton';

describe(SkeletonList.name, () => {
  it('should announce what loads and hide its shapes from screen readers', () => {
    const { container } = render(<SkeletonList label="Loading your journal…" rows={4} withImage />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your journal…');
    const rows = container.querySelectorAll('.ui-skeleton-row');
    expect(rows).toHaveLength(4);
    rows.forEach((row) => expect(row).toHaveAttribute('aria-hidden', 'true'));
    expect(container.querySelectorAll('.ui-skeleton--image')).toHaveLength(4);
  });

  it('should draw no picture square unless the list shows pictures', () => {
    const { container } = render(<SkeletonList label="Loading" />);

    expect(container.querySelectorAll('.ui-skeleton-row')).toHaveLength(3);
    expect(container.querySelector('.ui-skeleton--image')).toBeNull();
  });
});
