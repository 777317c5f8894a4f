import { useEffect, useId, useRef, useState } from 'react';
import { Alert, AlertDialog, Button, Dialog, SkeletonList } from '@app/ui';
import type { DialogNotice } from '@app/ui';
import { AskJournalForm } from '@/features/ask-journal/AskJournalForm';
import { JournalAnswerView } from '@/features/ask-journal/JournalAnswerView';
import { shortQuestion } from '@/features/ask-journal/short-question';
import {
  questionProblem,
  useAskJournal,
  useCachedJournalAnswer,
  useDeleteJournalAnswer,
  useJournalAnswerList,
} from '@/features/ask-journal/useJournalAnswers';
import type { JournalAnswer } from '@/features/ask-journal/useJournalAnswers';
import { MESSAGES } from '@/shared/messages';
import '@/features/ask-journal/ask-journal.css';

export interface AskJournalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Ask your journal panel (issue 23 §3), the Reviews panel's sibling: a question asked, its answer followed
 * as it is written with the entries it cites, and the answers asked before below it, each to ask again when it
 * failed, or delete.
 */
export function AskJournalDialog({ open, onOpenChange }: AskJournalDialogProps) {
  // The outcome of a delete or of a question that could not be asked, shown in the dialog.
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  return (
    <Dialog
      title={MESSAGES.askJournalTitle}
      open={open}
      onOpenChange={(isOpen) => {
        setNotice(null);
        onOpenChange(isOpen);
      }}
      className="ask-journal-dialog"
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      {open && <AskJournalBody onNotify={setNotice} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AskJournalBody({
  onNotify,
  onClose,
}: {
  onNotify: (notice: DialogNotice | null) => void;
  onClose: () => void;
}) {
  const list = useJournalAnswerList();
  const { ask, asking } = useAskJournal();
  const { remove } = useDeleteJournalAnswer();
  const [question, setQuestion] = useState('');
  const [questionError, setQuestionError] = useState<string | undefined>();
  // The answer asked in this visit, shown under the form; the others are the earlier answers.
  const [currentId, setCurrentId] = useState<string | null>(null);
  const current = useCachedJournalAnswer(currentId);
  const [pendingDelete, setPendingDelete] = useState<JournalAnswer | null>(null);
  const earlier = list.items.filter((answer) => answer.id !== currentId);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // A deleted answer (and its focused button) is gone: the focus goes to the earlier answers' heading, or to the
  // question box when none is left, once the list without it has rendered.
  const refocus = useRef(false);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    (heading.current ?? field.current)?.focus();
  }, [list.items, current]);

  const askQuestion = async (text: string, replacing?: JournalAnswer) => {
    onNotify(null);
    const problem = questionProblem(text);
    if (problem) {
      setQuestionError(problem);
      return;
    }
    setQuestionError(undefined);
    const outcome = await ask(text.trim());
    if (!outcome.ok) {
      if (outcome.aboutQuestion && !replacing) setQuestionError(outcome.message);
      else onNotify({ tone: 'error', message: outcome.message });
      return;
    }
    // The failed answer gives way to the new one of its question: it holds nothing the new one does not.
    if (replacing) void remove(replacing.id);
    else setQuestion('');
    setCurrentId(outcome.answer.id);
  };

  const confirmDelete = async (answer: JournalAnswer) => {
    // Set before the call: the cache drops the answer (and the list re-renders) before the call resolves.
    refocus.current = true;
    const outcome = await remove(answer.id);
    onNotify({ tone: outcome.ok ? 'success' : 'error', message: outcome.message });
    if (!outcome.ok) {
      refocus.current = false;
      return;
    }
    if (answer.id === currentId) setCurrentId(null);
  };

  const loadMore = async () => {
    const failure = await list.loadMore();
    if (failure) onNotify({ tone: 'error', message: failure });
  };

  const answerProps = {
    asking,
    onDelete: setPendingDelete,
    onAskAgain: (answer: JournalAnswer) => void askQuestion(answer.question, answer),
    onOpenEntry: onClose,
  };

  return (
    <div className="ask-journal">
      <AskJournalForm
        question={question}
        onQuestionChange={(next) => {
          setQuestion(next);
          setQuestionError(undefined);
        }}
        error={questionError}
        asking={asking}
        onAsk={() => void askQuestion(question)}
        fieldRef={field}
      />
      {current && <JournalAnswerView answer={current} current {...answerProps} />}
      {list.error ? (
        <Alert tone="error">{list.error}</Alert>
      ) : list.loading ? (
        <SkeletonList label={MESSAGES.askJournalLoading} rows={2} />
      ) : earlier.length === 0 ? (
        !current && <p className="ask-journal__empty">{MESSAGES.askJournalEmpty}</p>
      ) : (
        <section className="ask-journal__earlier" aria-labelledby={headingId}>
          <h3 id={headingId} ref={heading} tabIndex={-1} className="ask-journal__heading">
            {MESSAGES.askJournalEarlier}
          </h3>
          <ul className="ask-journal__list">
            {earlier.map((answer) => (
              <li key={answer.id}>
                <JournalAnswerView answer={answer} current={false} {...answerProps} />
              </li>
            ))}
          </ul>
          {list.hasMore && (
            <Button
              variant="secondary"
              className="ask-journal__more"
              disabled={list.loadingMore}
              aria-busy={list.loadingMore || undefined}
              onClick={() => void loadMore()}
            >
              {MESSAGES.loadMore}
            </Button>
          )}
        </section>
      )}
      <AlertDialog
        open={pendingDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPendingDelete(null);
        }}
        title={MESSAGES.askJournalDeleteTitle}
        description={
          pendingDelete ? MESSAGES.askJournalDeleteDescription(shortQuestion(pendingDelete.question)) : ''
        }
        cancelLabel="Cancel"
        actionLabel={MESSAGES.askJournalDelete}
        destructive
        onAction={() => {
          if (pendingDelete) void confirmDelete(pendingDelete);
        }}
      />
    </div>
  );
}
