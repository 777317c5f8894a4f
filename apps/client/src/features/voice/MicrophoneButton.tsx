import { Button } from '@app/ui';
import type { VoiceRecorder } from '@/features/voice/useVoiceRecorder';
import { MESSAGES } from '@/shared/messages';

export interface MicrophoneButtonProps {
  voice: VoiceRecorder;
  disabled?: boolean;
}

/**
 * Record voice, inside the box it fills (TextArea's `action`): a toggle, pressed while recording (pressing it
 * again stops). Absent when the server has no voice entries. Only the microphone shows; the words are its name
 * (and its tooltip).
 */
export function MicrophoneButton({ voice, disabled }: MicrophoneButtonProps) {
  if (!voice.available) return null;
  const { status } = voice.state;
  const recording = status === 'recording';
  return (
    <Button
      variant="secondary"
      className={['voice-button', recording && 'voice-button--recording'].filter(Boolean).join(' ')}
      title={MESSAGES.voiceRecord}
      aria-pressed={recording}
      disabled={disabled || status === 'starting' || status === 'sending'}
      onClick={() => (recording ? voice.stop() : void voice.start())}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <rect x="9" y="3" width="6" height="11" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M5 11a7 7 0 0 0 14 0M12 18v3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className="ui-visually-hidden">{MESSAGES.voiceRecord}</span>
    </Button>
  );
}
