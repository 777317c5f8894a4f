import { describe, expect, it } from 'vitest';
import { labelEditors } from './label-editors';

const editor = () => '<div class="CodeMirror"><div><textarea></textarea></div></div>';

describe(labelEditors.name, () => {
  it('should name each editor by the part of GraphiQL it sits in, keeping a name already given', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <section class="graphiql-query-editor">${editor()}</section>
      <section class="graphiql-editor-tool">
        <div class="graphiql-editor">${editor()}</div>
        <div class="graphiql-editor"><div class="CodeMirror"><textarea aria-label="Mine"></textarea></div></div>
      </section>
      <div class="graphiql-response">${editor()}</div>`;

    labelEditors(root);

    expect([...root.querySelectorAll('textarea')].map((t) => t.getAttribute('aria-label'))).toEqual([
      'Query',
      'Variables',
      'Mine',
      'Response',
    ]);
  });
});
