import { useEffect, useRef, useState } from 'react';

/**
 * Whether a title is being renamed in place, and the Rename button to give focus back to when the rename
 * field goes (saved or cancelled), so focus is never lost to the page.
 */
export function useInlineRename() {
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) renameButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return { editing, setEditing, renameButton };
}
