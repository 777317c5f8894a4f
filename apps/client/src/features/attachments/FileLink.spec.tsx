import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileLink } from '@/features/attachments/FileLink';

const fileUrl = (name: string) => `/files/f1/${name}?expires=1&signature=abc`;

describe(FileLink.name, () => {
  it.each(['image/png', 'image/jpeg'])(
    'should show a lazy thumbnail that opens the file when the file is %s',
    (fileType) => {
      render(<FileLink file={{ fileName: 'harbour.png', fileType, fileUrl: fileUrl('harbour.png') }} />);

      const image = screen.getByRole('img', { name: 'harbour.png' });
      expect(image).toHaveAttribute('src', fileUrl('harbour.png'));
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(screen.getByRole('link', { name: /harbour\.png/ })).toHaveAttribute(
        'href',
        fileUrl('harbour.png'),
      );
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
    },
  );

  it.each(['application/pdf', 'text/plain'])('should keep the file chip when the file is %s', (fileType) => {
    render(
      <FileLink file={{ fileName: 'recipe-card.pdf', fileType, fileUrl: fileUrl('recipe-card.pdf') }} />,
    );

    expect(screen.getByRole('group', { name: 'recipe-card.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /recipe-card\.pdf/ })).toHaveAttribute(
      'href',
      fileUrl('recipe-card.pdf'),
    );
  });
});
