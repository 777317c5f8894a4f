import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

function ControlledArea({
  initial = '',
  enforceMaxLength,
}: {
  initial?: string;
  enforceMaxLength?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextArea
      label="Message"
      maxLength={600}
      enforceMaxLength={enforceMaxLength}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe(TextArea.name, () => {
  it('should associate the label with a textarea', () => {
    render(<TextArea label="Project name" />);

    expect(screen.getByLabelText('Project name').tagName).toBe('TEXTAREA');
  });

  it('should show a polite live counter when maxLength is given', () => {
    render(<ControlledArea initial={'a'.repeat(123)} />);

    const counter = screen.getByText('123/600', { exact: false });
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '600');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('123/600 characters');
  });

  it('should update the counter when the value changes', () => {
    render(<ControlledArea />);

    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello' } });

    expect(screen.getByText('5/600', { exact: false })).toBeInTheDocument();
  });

  it('should count typing when uncontrolled', () => {
    render(<TextArea label="Note" maxLength={10} defaultValue="abc" />);

    expect(screen.getByText('3/10', { exact: false })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'abcdef' } });
    expect(screen.getByText('6/10', { exact: false })).toBeInTheDocument();
  });

  it('should mark the field invalid and the counter over when the text exceeds a non-enforced limit', () => {
    render(<ControlledArea initial={'a'.repeat(601)} enforceMaxLength={false} />);

    const field = screen.getByLabelText('Message');
    expect(field).not.toHaveAttribute('maxlength');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('601/600', { exact: false })).toHaveClass('ui-field__counter--over');
    expect(field).toHaveAccessibleDescription('601/600 characters, over the limit');
  });

  it('should not mark the field invalid when the text is exactly at the limit', () => {
    render(<ControlledArea initial={'a'.repeat(600)} enforceMaxLength={false} />);

    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
  });

  it('should describe the field with hint and error when given', () => {
    render(<TextArea label="Answer" hint="Be honest" error="Required" />);

    const field = screen.getByLabelText('Answer');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Be honest Required');
  });

  it('should have no description when there is no hint, counter or error', () => {
    render(<TextArea label="Answer" />);

    expect(screen.getByLabelText('Answer')).not.toHaveAttribute('aria-describedby');
  });

  it('should put an action inside the box, after the field in reading order, when one is given', () => {
    render(<TextArea label="Answer" action={<button type="button">Record voice</button>} />);

    const field = screen.getByLabelText('Answer');
    const action = screen.getByRole('button', { name: 'Record voice' });
    expect(field).toHaveClass('ui-textarea--with-action');
    expect(field.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('should render the bare field when no action is given', () => {
    const { container } = render(<TextArea label="Answer" />);

    expect(container.querySelector('.ui-textarea-box')).toBeNull();
    expect(screen.getByLabelText('Answer')).not.toHaveClass('ui-textarea--with-action');
  });
});
