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
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        Attach file
      </Button>
    </>
  );
}
