import { useRef } from 'react';
import { Button } from '@app/ui';
import { ACCEPTED_FILE_TYPES } from '@/features/attachments/accepted-files';

export interface AttachFileButtonProps {
  disabled?: boolean;
  onPick: (file: File) => void;
}

/** A button that opens the file picker for the kinds of file the server accepts (spec §5). */
export function AttachFileButton({ disabled, onPick }: AttachFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILE_TYPES}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attach-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so picking the same file again after removing it still fires a change.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button
        variant="secondary"
        className="attach-file"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M21 11.5 12.5 20a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5L10.5 18a2 2 0 0 1-3-3L15 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {/* On a phone only the paper clip shows; the words stay the button's name. */}
        <span className="attach-file__label">Attach file</span>
      </Button>
    </>
  );
}
