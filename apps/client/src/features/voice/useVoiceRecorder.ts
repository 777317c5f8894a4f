import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useCapabilities } from '@/features/voice/capabilities';
import { MicrophoneError } from '@/features/voice/microphone';
import { startRecording } from '@/features/voice/recording-session';
import type { FinishedRecording, RecordingSession } from '@/features/voice/recording-session';
import { transcribeRecording, UploadError } from '@/features/voice/transcribe-recording';
import { durationInWords, focusAtEnd } from '@/features/voice/voice-text';
import { formatBytes } from '@/shared/format-bytes';
import { MESSAGES } from '@/shared/messages';

export type VoiceState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'recording'; seconds: number; maxSeconds: number }
  | { status: 'sending' }
  /** `canRetry`: the recording is kept, and sending it again may work. */
  | { status: 'failed'; message: string; canRetry: boolean };

export interface VoiceRecorderOptions {
  /** The words heard, to put in the box. */
  onText: (text: string) => void;
  /** The server no longer accepts the session. */
  onUnauthenticated: () => void;
  /** The box the words go into: focused (the caret after them) once they are in, or when a failure is put away. */
  field: RefObject<HTMLTextAreaElement | null>;
}

// Shorter than this is a tap on Record then Stop: nothing worth sending.
const MIN_SECONDS = 0.5;
// The server's refusals that sending the same recording again cannot change.
const FINAL_REASONS = [
  'TRANSCRIPTION_UNAVAILABLE',
  'RECORDING_MISSING',
  'RECORDING_EMPTY',
  'RECORDING_TYPE_NOT_ALLOWED',
  'RECORDING_TOO_LARGE',
];
const SECONDS_LEFT_WARNING = 30;

/**
 * Voice entries (issue 25): records from the microphone (MediaRecorder), shows the time and the level, stops
 * at the server's limit, and sends the recording to be written out; the words go to `onText`. After a
 * failure the recording stays in memory so Try again sends it again; after success nothing is kept.
 * `available` is false when the server has no voice entries: nothing is shown then.
 */
export function useVoiceRecorder({ onText, onUnauthenticated, field }: VoiceRecorderOptions) {
  const capabilities = useCapabilities();
  const maxSeconds = capabilities?.transcription ? capabilities.transcriptionMaxSeconds : 0;
  const maxBytes = capabilities?.transcriptionMaxBytes ?? 0;
  const [state, setState] = useState<VoiceState>({ status: 'idle' });
  // What a polite live region says: the changes of state and the minutes, not every second.
  const [announcement, setAnnouncement] = useState('');
  const session = useRef<RecordingSession | null>(null);
  const kept = useRef<Blob | null>(null);
  const sending = useRef<AbortController | null>(null);
  const meter = useRef<HTMLElement | null>(null);
  const mounted = useRef(true);
  const callbacks = useRef({ onText, onUnauthenticated });
  // The newest callbacks, for a recording that finishes after the box re-rendered.
  useEffect(() => {
    callbacks.current = { onText, onUnauthenticated };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      // Leaving the view drops everything: the microphone, a recording, a request under way.
      mounted.current = false;
      session.current?.cancel();
      sending.current?.abort();
      kept.current = null;
    };
  }, []);

  /** Sends the kept recording; `note` is said before "Writing out your recording…". */
  const send = useCallback(
    async (note = '') => {
      const audio = kept.current;
      if (!audio) return;
      const controller = new AbortController();
      sending.current = controller;
      setState({ status: 'sending' });
      setAnnouncement(`${note}${MESSAGES.voiceSending}`);
      try {
        const text = await transcribeRecording(audio, controller.signal);
        if (controller.signal.aborted) return;
        kept.current = null;
        setState({ status: 'idle' });
        setAnnouncement(MESSAGES.voiceInserted);
        callbacks.current.onText(text);
        focusAtEnd(field);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof UploadError && error.reason === 'unauthenticated') {
          kept.current = null;
          setState({ status: 'idle' });
          callbacks.current.onUnauthenticated();
          return;
        }
        const refused = error instanceof UploadError && error.reason === 'rejected';
        if (refused && FINAL_REASONS.includes(error.serverReason ?? '')) kept.current = null;
        setAnnouncement('');
        setState({
          status: 'failed',
          message: MESSAGES.voiceFailed(refused ? error.message : MESSAGES.voiceUnreachable),
          canRetry: kept.current !== null,
        });
      } finally {
        if (sending.current === controller) sending.current = null;
      }
    },
    [field],
  );

  const finished = useCallback(
    ({ audio, seconds, atLimit }: FinishedRecording) => {
      session.current = null;
      if (!mounted.current) return;
      if (audio.size === 0 || seconds < MIN_SECONDS) {
        setState({ status: 'failed', message: MESSAGES.voiceEmpty, canRetry: false });
        return;
      }
      if (audio.size > maxBytes) {
        setState({
          status: 'failed',
          message: MESSAGES.voiceTooLarge(formatBytes(maxBytes)),
          canRetry: false,
        });
        return;
      }
      kept.current = audio;
      void send(atLimit ? `${MESSAGES.voiceAtLimit(durationInWords(maxSeconds))} ` : '');
    },
    [maxBytes, maxSeconds, send],
  );

  const start = useCallback(async () => {
    if (!maxSeconds || session.current || state.status === 'starting' || state.status === 'sending') return;
    kept.current = null;
    setState({ status: 'starting' });
    try {
      const started = await startRecording({
        maxSeconds,
        onTick: (seconds) => {
          setState({ status: 'recording', seconds, maxSeconds });
          if (seconds > 0 && seconds % 60 === 0) setAnnouncement(MESSAGES.voiceMinutes(seconds / 60));
          if (maxSeconds - seconds === SECONDS_LEFT_WARNING)
            setAnnouncement(MESSAGES.voiceSecondsLeft(SECONDS_LEFT_WARNING));
        },
        onLevel: (level) => meter.current?.style.setProperty('--voice-level', level.toFixed(3)),
        onDone: finished,
      });
      if (!mounted.current) return started.cancel();
      session.current = started;
      setState({ status: 'recording', seconds: 0, maxSeconds });
      setAnnouncement(MESSAGES.voiceStarted);
    } catch (error) {
      const message = error instanceof MicrophoneError ? error.message : MESSAGES.voiceMicrophoneBusy;
      if (mounted.current) setState({ status: 'failed', message, canRetry: false });
    }
  }, [finished, maxSeconds, state.status]);

  const stop = useCallback(() => session.current?.stop(), []);

  const retry = useCallback(() => void send(), [send]);

  const dismiss = useCallback(() => {
    kept.current = null;
    setState({ status: 'idle' });
    field.current?.focus();
  }, [field]);

  const levelMeter = useCallback((element: HTMLElement | null) => {
    meter.current = element;
  }, []);

  const busy = state.status === 'starting' || state.status === 'recording' || state.status === 'sending';
  return {
    available: maxSeconds > 0,
    state,
    announcement,
    busy,
    start,
    stop,
    retry,
    dismiss,
    /** For the level meter's element: its `--voice-level` custom property follows the microphone, 0 to 1. */
    levelMeter,
  };
}

export type VoiceRecorder = ReturnType<typeof useVoiceRecorder>;
