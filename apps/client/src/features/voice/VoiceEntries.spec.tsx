import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listEnabledTopics, parseFeatureConfig } from '@app/schema';
import { MessageBox } from '@/features/journey/MessageBox';
import { StartForm } from '@/features/journey/StartForm';
import type { Capabilities } from '@/features/voice/capabilities';
import { CapabilitiesContext } from '@/features/voice/capabilities';
import { MESSAGES } from '@/shared/messages';
import { VOICE_CAPABILITIES } from '@/testing/capabilities-fixtures';
import { FakeMediaRecorder, installFakeMicrophone, removeFakeMicrophone } from '@/testing/fake-microphone';
import { FakeXhr, installFakeXhr, lastXhr } from '@/testing/fake-xhr';

const HEARD = 'we sailed before the sun.';
const FEATURES = parseFeatureConfig({
  flexiFeatures: {
    chat: {
      travel: {
        displayName: 'Travel',
        enabled: true,
        promptQuestions: [{ id: 't1', text: 'Where to?', required: true }],
      },
    },
  },
  personalNote: { enabled: true },
});
let now = 0;

/** Moves the recording's clock (performance.now) on; the recorder's own timer notices within 250 ms. */
const elapse = (ms: number) => (now += ms);

function renderMessageBox(capabilities: Capabilities | null = VOICE_CAPABILITIES) {
  const onUnauthenticated = vi.fn();
  render(
    <CapabilitiesContext.Provider value={capabilities}>
      <MessageBox
        conversationId="c1"
        continueText="THINK W FLEXI"
        personalNote={FEATURES.personalNote}
        busy={false}
        onSend={vi.fn().mockResolvedValue({ ok: true })}
        onAddNote={vi.fn().mockResolvedValue({ ok: true })}
        onError={vi.fn()}
        onUnauthenticated={onUnauthenticated}
      />
    </CapabilitiesContext.Provider>,
  );
  return { onUnauthenticated };
}

const recordButton = () => screen.getByRole('button', { name: MESSAGES.voiceRecord });

/** Records for `seconds`, then presses Stop: the recording goes out as a GraphQL multipart request. */
async function record(seconds = 2) {
  fireEvent.click(recordButton());
  const stop = await screen.findByRole('button', { name: MESSAGES.voiceStop });
  elapse(seconds * 1000);
  fireEvent.click(stop);
}

/** The server answers the latest request; the page has settled once this resolves. */
async function answerWith(body: unknown) {
  await act(() => {
    lastXhr().respond(body);
    return Promise.resolve();
  });
}

const transcribed = (text = HEARD) => ({ data: { transcribeAudio: { __typename: 'Transcription', text } } });
const refused = (message: string, reason: string, code = 'BAD_USER_INPUT') => ({
  errors: [{ message, extensions: { code, reason } }],
});

describe('Voice entries in the composer', () => {
  beforeEach(() => {
    now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    installFakeXhr();
  });

  afterEach(() => removeFakeMicrophone());

  it.each([
    ['no capabilities known yet', null],
    ['a server without a transcription model', { ...VOICE_CAPABILITIES, transcription: false }],
  ])('should show no microphone with %s', (_name, capabilities) => {
    installFakeMicrophone();
    renderMessageBox(capabilities);

    expect(screen.queryByRole('button', { name: MESSAGES.voiceRecord })).not.toBeInTheDocument();
  });

  it('should record with a timer and Stop, then put the words heard after what is typed, the caret after them', async () => {
    const microphone = installFakeMicrophone();
    renderMessageBox();
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'At dawn' } });

    fireEvent.click(recordButton());
    const stop = await screen.findByRole('button', { name: MESSAGES.voiceStop });
    await waitFor(() => expect(stop).toHaveFocus());
    expect(recordButton()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.voiceStarted);
    expect(screen.getByText(MESSAGES.voiceSentToAi)).toBeInTheDocument();
    // Nothing is sent while the words are still coming.
    expect(screen.getByRole('button', { name: 'THINK W FLEXI' })).toBeDisabled();
    elapse(2300);
    await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('00:02 / 10:00'));

    fireEvent.click(stop);

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.voiceSending));
    expect(microphone.stopTrack).toHaveBeenCalled();
    const request = lastXhr();
    expect(request.operations()).toMatchObject({
      operationName: 'TranscribeAudio',
      variables: { file: null },
    });
    const sent = request.body?.get('0') as File;
    expect({ name: sent.name, type: sent.type, text: await sent.text() }).toEqual({
      name: 'recording.webm',
      type: 'audio/webm;codecs=opus',
      text: 'fake opus audio',
    });
    await answerWith(transcribed());

    expect(box).toHaveValue(`At dawn ${HEARD}`);
    await waitFor(() => expect(box).toHaveFocus());
    expect((box as HTMLTextAreaElement).selectionStart).toBe(`At dawn ${HEARD}`.length);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.voiceInserted);
    expect(recordButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('should keep the recording after a provider failure and send the same one again on Try again', async () => {
    installFakeMicrophone();
    renderMessageBox();
    await record();
    const problem = 'The AI provider had a problem. Please retry.';

    await answerWith(refused(problem, 'TRANSCRIPTION_FAILED', 'BAD_GATEWAY'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${MESSAGES.voiceFailed(problem)} ${MESSAGES.voiceKept}`);
    const tryAgain = within(alert).getByRole('button', { name: MESSAGES.voiceTryAgain });
    await waitFor(() => expect(tryAgain).toHaveFocus());
    const first = lastXhr().body?.get('0') as File;

    fireEvent.click(tryAgain);

    expect(FakeXhr.requests).toHaveLength(2);
    const again = lastXhr().body?.get('0') as File;
    expect(await again.text()).toBe(await first.text());
    await answerWith(transcribed());
    expect(screen.getByLabelText('Message')).toHaveValue(HEARD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should keep the recording when the server cannot be reached', async () => {
    installFakeMicrophone();
    renderMessageBox();
    await record();

    await act(() => {
      lastXhr().fail();
      return Promise.resolve();
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.voiceFailed(MESSAGES.voiceUnreachable));
    expect(within(alert).getByRole('button', { name: MESSAGES.voiceTryAgain })).toBeInTheDocument();
  });

  it('should offer no Try again when the server refuses the recording itself, and forget it on Dismiss', async () => {
    installFakeMicrophone();
    renderMessageBox();
    await record();
    const message = 'The recording is not in a sound format we take: WebM, Ogg, MP4 (M4A), MP3, WAV or FLAC.';

    await answerWith(refused(message, 'RECORDING_TYPE_NOT_ALLOWED'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.voiceFailed(message));
    expect(within(alert).queryByRole('button', { name: MESSAGES.voiceTryAgain })).not.toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: MESSAGES.voiceDismiss }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveFocus());
  });

  it.each([
    ['refused', 'NotAllowedError', MESSAGES.voiceMicrophoneRefused],
    ['missing', 'NotFoundError', MESSAGES.voiceNoMicrophone],
    ['busy elsewhere', 'NotReadableError', MESSAGES.voiceMicrophoneBusy],
  ])('should say what to do when the microphone is %s, and send nothing', async (_name, refusal, message) => {
    installFakeMicrophone(refusal);
    renderMessageBox();

    fireEvent.click(recordButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(FakeXhr.requests).toEqual([]);
  });

  it('should say the recording is empty, and send nothing, when nothing was recorded', async () => {
    installFakeMicrophone();
    FakeMediaRecorder.nextChunks = [];
    renderMessageBox();

    await record();

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.voiceEmpty);
    expect(FakeXhr.requests).toEqual([]);
  });

  it('should stop by itself at the limit, send what was recorded and say why it stopped', async () => {
    installFakeMicrophone();
    renderMessageBox({ ...VOICE_CAPABILITIES, transcriptionMaxSeconds: 10 });
    fireEvent.click(recordButton());
    await screen.findByRole('button', { name: MESSAGES.voiceStop });

    elapse(10_000);

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent(
      `${MESSAGES.voiceAtLimit('10 seconds')} ${MESSAGES.voiceSending}`,
    );
  });

  it('should end the session when the server no longer accepts it', async () => {
    installFakeMicrophone();
    const { onUnauthenticated } = renderMessageBox();
    await record();

    await answerWith(refused('Authentication required', 'AUTH_REQUIRED', 'UNAUTHENTICATED'));

    expect(onUnauthenticated).toHaveBeenCalled();
  });
});

describe('Voice entries in the guided answers', () => {
  beforeEach(() => {
    now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    installFakeXhr();
    installFakeMicrophone();
  });

  afterEach(() => removeFakeMicrophone());

  it('should put the words in the answer being written, holding Next and Back until they are in', async () => {
    render(
      <CapabilitiesContext.Provider value={VOICE_CAPABILITIES}>
        <StartForm
          topics={listEnabledTopics(FEATURES)}
          topicLabel="Choose"
          topicPlaceholder="Pick one"
          answerPlaceholder="Type here"
          busy={false}
          onSubmit={vi.fn().mockResolvedValue(true)}
          onUnauthenticated={vi.fn()}
        />
      </CapabilitiesContext.Provider>,
    );
    // The project name has no microphone: it is a name, not something to say.
    expect(screen.queryByRole('button', { name: MESSAGES.voiceRecord })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Project name/), { target: { value: 'Lisbon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const answer = await screen.findByLabelText(/Where to\?/);
    // Once the question has come in (its 500 ms transition).
    await waitFor(() => expect(recordButton()).toBeEnabled());

    fireEvent.click(recordButton());
    await screen.findByRole('button', { name: MESSAGES.voiceStop });

    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    elapse(1500);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.voiceStop }));
    await answerWith(transcribed('To the sea.'));
    expect(answer).toHaveValue('To the sea.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
