import { useId } from 'react';
import { useAppConfig } from '@/features/white-label/app-config-context';
import { MESSAGES } from '@/shared/messages';

export interface AiMemoryFieldProps {
  checked: boolean;
  onChange: (on: boolean) => void;
}

/**
 * Edit Profile's memory (issue 23): whether replies may draw on the writer's earlier entries from their other
 * conversations, named with the configured app name, and what that sends to the AI provider said beside it.
 */
export function AiMemoryField({ checked, onChange }: AiMemoryFieldProps) {
  const { appName } = useAppConfig();
  const hintId = useId();
  return (
    <div className="ai-memory">
      <label className="ai-memory__toggle">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{MESSAGES.aiMemoryLabel(appName)}</span>
      </label>
      <p id={hintId} className="ai-memory__hint">
        {MESSAGES.aiMemoryHint}
      </p>
    </div>
  );
}
