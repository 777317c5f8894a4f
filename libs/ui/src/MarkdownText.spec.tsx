import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './MarkdownText';

describe(MarkdownText.name, () => {
  it('should render Markdown structure when given headings, emphasis and lists', () => {
    render(<MarkdownText>{'## Today\n\nI felt **calm**.\n\n- walk\n- read'}</MarkdownText>);

    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeInTheDocument();
    expect(screen.getByText('calm').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('should open links in a new tab safely when the reply contains a link', () => {
    render(<MarkdownText>{'See [the guide](https://example.com/guide).'}</MarkdownText>);

    const link = screen.getByRole('link', { name: 'the guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('should not render raw HTML when the source contains tags', () => {
    const { container } = render(
      <MarkdownText>
        {'Hello <img src="x" onerror="alert(1)"> <script>alert(2)</script> <b>bold</b>'}
      </MarkdownText>,
    );

    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('Hello');
  });

  it('should neutralise javascript: URLs when a link uses one', () => {
    render(<MarkdownText>{'[click](javascript:alert(1))'}</MarkdownText>);

    const link = screen.getByText('click').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toContain('javascript:');
  });

  it("should keep each of a writer's line breaks when asked, and join lines as Markdown does otherwise", () => {
    const { container, rerender } = render(
      <MarkdownText keepLineBreaks>{'Dear Rosa,\nthe boats are blue.'}</MarkdownText>,
    );
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelectorAll('p')).toHaveLength(1);

    rerender(<MarkdownText>{'Dear Rosa,\nthe boats are blue.'}</MarkdownText>);
    expect(container.querySelectorAll('br')).toHaveLength(0);
  });

  it('should draw the links the caller takes as it asks, and leave the others opening in a new tab', () => {
    const renderLink = (href: string | undefined, children: ReactNode) =>
      href === '#mine' ? <button type="button">{children}</button> : undefined;
    render(
      <MarkdownText renderLink={renderLink}>
        {'See [this](#mine) and [the guide](https://example.com).'}
      </MarkdownText>,
    );

    expect(screen.getByRole('button', { name: 'this' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'this' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('target', '_blank');
  });
});
