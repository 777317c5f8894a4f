import { Fragment, useState } from 'react';
import { Alert, Button, Dialog, Spinner, TextField } from '@app/ui';
import type { DialogNotice } from '@app/ui';
import { LIMITS } from '@app/schema';
import { formatDate } from '@/shared/format-date';
import type { SearchResultItemFragment } from '@/features/search/graphql/search.generated';
import { highlightSnippet } from '@/features/search/highlight-snippet';
import { isOpenable } from '@/features/search/search-result-path';
import type { OpenableSearchResult } from '@/features/search/search-result-path';
import { useSearch } from '@/features/search/useSearch';
import { MESSAGES } from '@/shared/messages';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Called with the chosen result and the term it was found with (the dialog then closes); searchResultPath
   * turns them into the route to show.
   */
  onOpenResult: (result: OpenableSearchResult, term: string) => void;
}

/** Spec §2 Search Conversations modal: a search box and the results with snippet, project and date. */
export function SearchDialog({ open, onOpenChange, onOpenResult }: SearchDialogProps) {
  // Spec §8's notice for a file that belongs to no conversation, shown in the dialog.
  const [notice, setNotice] = useState<DialogNotice | null>(null);
  return (
    <Dialog
      title="Search Conversations"
      open={open}
      onOpenChange={(isOpen) => {
        setNotice(null);
        onOpenChange(isOpen);
      }}
      className="search-dialog"
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      {open && (
        <SearchBody
          onOpenResult={onOpenResult}
          onNotify={(message) => setNotice({ tone: 'error', message })}
          onClose={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function SearchBody({
  onOpenResult,
  onNotify,
  onClose,
}: Pick<SearchDialogProps, 'onOpenResult'> & { onNotify: (message: string) => void; onClose: () => void }) {
  const search = useSearch();

  const choose = (result: SearchResultItemFragment) => {
    if (!isOpenable(result)) {
      onNotify(MESSAGES.fileNotInConversation);
      return;
    }
    onOpenResult(result, search.searchedTerm);
    onClose();
  };

  return (
    <div className="search">
      <TextField
        label="Search"
        type="search"
        value={search.term}
        maxLength={LIMITS.searchTermMax}
        autoComplete="off"
        // The dialog exists to type into: it opens with the focus in the box (libs/ui Dialog).
        data-autofocus
        onChange={(event) => search.setTerm(event.target.value)}
      />
      {search.status === 'loading' && <Spinner label="Searching" className="search-spinner" />}
      {search.status === 'error' && search.error && <Alert tone="error">{search.error}</Alert>}
      {search.status === 'done' && search.results.length === 0 && (
        <p role="status" className="search-empty">
          {MESSAGES.searchNoResults}
        </p>
      )}
      {search.results.length > 0 && (
        <ul className="ui-card-list" aria-label="Search results">
          {search.results.map((result, position) => (
            <li key={`${position}-${result.entryId ?? result.fileId ?? result.noteId ?? ''}`}>
              <SearchResultButton result={result} onChoose={choose} />
            </li>
          ))}
        </ul>
      )}
      {search.status === 'loadingMore' && <Spinner label="Loading more results" className="search-spinner" />}
      {search.status === 'done' && search.hasMore && (
        <Button variant="secondary" className="search-more" onClick={search.loadMore}>
          Load more
        </Button>
      )}
    </div>
  );
}

function SearchResultButton({
  result,
  onChoose,
}: {
  result: SearchResultItemFragment;
  onChoose: (result: SearchResultItemFragment) => void;
}) {
  return (
    <button type="button" className="search-result" onClick={() => onChoose(result)}>
      <span className="search-result__snippet">
        {highlightSnippet(result.snippet, result.highlights).map((part, index) =>
          part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
        )}
      </span>
      <span className="search-result__meta">
        {result.projectName && <span className="search-result__project">{result.projectName}</span>}
        <time dateTime={result.createdAt}>{formatDate(result.createdAt)}</time>
      </span>
    </button>
  );
}
