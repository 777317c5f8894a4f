// GraphiQL's CodeMirror editors type into hidden textareas that carry no name, so a screen reader announces
// "edit text" four times over. Named here by the part of the page they sit in, as GraphiQL lays it out.
const EDITOR_LABELS: ReadonlyArray<readonly [selector: string, label: string]> = [
  ['.graphiql-query-editor .CodeMirror textarea', 'Query'],
  ['.graphiql-editor-tool .graphiql-editor:nth-child(1) .CodeMirror textarea', 'Variables'],
  ['.graphiql-editor-tool .graphiql-editor:nth-child(2) .CodeMirror textarea', 'Headers'],
  ['.graphiql-response .CodeMirror textarea', 'Response'],
];

/** Names every GraphiQL editor's textarea under `root` that has no name yet. */
export function labelEditors(root: ParentNode): void {
  for (const [selector, label] of EDITOR_LABELS) {
    for (const textarea of root.querySelectorAll(selector)) {
      if (!textarea.hasAttribute('aria-label')) textarea.setAttribute('aria-label', label);
    }
  }
}

/** Keeps naming them as GraphiQL creates its editors (they load after the first render); returns the stop. */
export function keepEditorsLabelled(root: HTMLElement): () => void {
  labelEditors(root);
  const observer = new MutationObserver(() => labelEditors(root));
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
