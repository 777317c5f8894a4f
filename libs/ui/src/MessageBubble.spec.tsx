import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownText } from './MarkdownText';
import { MessageBubble } from './MessageBubble';

describe(MessageBubble.name, () => {
  it('should show label, timestamp and content when given a user message', () => {
    render(
      <MessageBubble variant="user" label="You" timestamp="22 Nov, 10:30" dateTime="2026-11-22T10:30:00Z">
        I walked by the sea.
      </MessageBubble>,
    );

    const bubble = screen.getByRole('article', { name: 'You' });
    expect(bubble).toHaveClass('ui-message--user');
    expect(bubble).toHaveTextContent('I walked by the sea.');
    expect(screen.getByText('22 Nov, 10:30')).toHaveAttribute('datetime', '2026-11-22T10:30:00Z');
    expect(bubble).not.toHaveAttribute('aria-busy');
  });

  it('should render a Markdown reply when given MarkdownText as children', () => {
    render(
      <MessageBubble variant="reply" label="Flexi">
        <MarkdownText>{'That sounds **peaceful**.'}</MarkdownText>
      </MessageBubble>,
    );

    expect(screen.getByText('peaceful').tagName).toBe('STRONG');
  });

  it('should show a typing indicator and be busy when the reply is streaming', () => {
    render(<MessageBubble variant="reply" label="Flexi" streaming />);

    expect(screen.getByRole('article', { name: 'Flexi' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Flexi is typing');
  });

  it('should show the action slot when a failed reply is given a retry button', () => {
    const onRetry = vi.fn();
    render(
      <MessageBubble
        variant="reply"
        label="Flexi"
        failed
        action={
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        }
      >
        Error connecting to server
      </MessageBubble>,
    );

    expect(screen.getByRole('article')).toHaveClass('ui-message--failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('should use the note styling when the variant is note', () => {
    render(
      <MessageBubble variant="note" label="Note" id="note-1">
        Remember this.
      </MessageBubble>,
    );

    const bubble = screen.getByRole('article', { name: 'Note' });
    expect(bubble).toHaveClass('ui-message--note');
    expect(bubble).toHaveAttribute('id', 'note-1');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
