// What the empty-conversation flow keeps across reloads (spec: never lose typed text).
export interface StartDraft {
  topicKey: string | null;
  /** -1 is the project name; 0..n-1 the topic's questions. */
  step: number;
  projectName: string;
  answers: Record<string, string>;
}

export const START_DRAFT_KEY = 'start';
export const PROJECT_STEP = -1;

export function emptyStartDraft(topicKey: string | null = null): StartDraft {
  return { topicKey, step: PROJECT_STEP, projectName: '', answers: {} };
}

export function isStartDraft(value: unknown): value is StartDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<StartDraft>;
  return (
    (draft.topicKey === null || typeof draft.topicKey === 'string') &&
    typeof draft.step === 'number' &&
    Number.isInteger(draft.step) &&
    typeof draft.projectName === 'string' &&
    typeof draft.answers === 'object' &&
    draft.answers !== null &&
    Object.values(draft.answers).every((answer) => typeof answer === 'string')
  );
}
