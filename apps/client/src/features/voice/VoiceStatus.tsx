import { useEffect, useRef } from 'react';
import { Alert, Button } from '@app/ui';
import type { VoiceRecorder } from '@/features/voice/useVoiceRecorder';
import { formatDuration } from '@/features/voice/voice-text';
import { MESSAGES } from '@/shared/messages';
import '@/features/voice/voice.css';

/**
 * What the microphone is doing, under the box: the time and level while recording (with Stop), the wait
 * while it is written out, and a failure with Try again when the recording is kept. A polite live region
 * says each change once (and the minutes), not every second.
 */
export function VoiceStatus({ voice }: { voice: VoiceRecorder }) {
  const { state, announcement, levelMeter, stop, retry, dismiss } = voice;
  const stopRef = useRef<HTMLButtonElement>(null);
  const tryAgainRef = useRef<HTMLButtonElement>(null);
  const dismissRef = useRef<HTMLButtonElement>(null);

  // Keyboard users land on the control they need next: Stop once recording, the way on after a failure.
  useEffect(() => {
    if (state.status === 'recording') stopRef.current?.focus();
    if (state.status === 'failed') (tryAgainRef.current ?? dismissRef.current)?.focus();
  }, [state.status]);

  if (!voice.available) return null;
  return (
    <div className="voice-status">
      <p className="ui-visually-hidden" role="status">
        {announcement}
      </p>
      {state.status === 'recording' && (
        <div className="voice-status__recording">
          <span className="voice-status__dot" aria-hidden="true" />
          <span>{MESSAGES.voiceRecording}</span>
          <span className="voice-status__timer" role="timer">
            {formatDuration(state.seconds)}
            <span className="voice-status__limit"> / {formatDuration(state.maxSeconds)}</span>
          </span>
          <span className="voice-status__meter" ref={levelMeter} aria-hidden="true">
            <span className="voice-status__level" />
          </span>
          <Button ref={stopRef} className="voice-status__stop" onClick={stop}>
            {MESSAGES.voiceStop}
          </Button>
        </div>
      )}
      {state.status === 'sending' && (
        <p className="voice-status__sending">
          <span className="voice-status__pulse" aria-hidden="true" />
          {MESSAGES.voiceSending}
        </p>
      )}
      {(state.status === 'recording' || state.status === 'sending') && (
        <p className="voice-status__note">{MESSAGES.voiceSentToAi}</p>
      )}
      {state.status === 'failed' && (
        <Alert tone="error" className="voice-status__failure">
          <p className="voice-status__message">
            {state.message}
            {state.canRetry && ` ${MESSAGES.voiceKept}`}
          </p>
          <div className="voice-status__actions">
            {state.canRetry && (
              <Button ref={tryAgainRef} onClick={retry}>
                {MESSAGES.voiceTryAgain}
              </Button>
            )}
            <Button ref={dismissRef} variant="secondary" onClick={dismiss}>
              {state.canRetry ? MESSAGES.voiceDiscard : MESSAGES.voiceDismiss}
            </Button>
          </div>
        </Alert>
      )}
    </div>
  );
}
