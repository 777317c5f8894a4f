import './MarkdownText.css';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';

const WRITER_PLUGINS = [remarkBreaks];

export interface MarkdownTextProps {
  /** Markdown source, e.g. an AI reply. */
  children: string;
  className?: string;
  /**
   * Every line break shows as one (remark-breaks), as a writer typed it: for words written in a text box,
   * where Markdown's joining of lines into a paragraph would undo their layout. Replies keep Markdown's rule.
   */
  keepLineBreaks?: boolean;
}

// Links leave the app in a new tab without giving the opened page a handle on this one.
const components: Components = {
  a: ({ node: _node, children, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ),
};

// Raw HTML in the source is dropped (skipHtml), never rendered, and react-markdown's default
// urlTransform already strips javascript: and other unsafe URLs. Do not add rehype-raw.
export function MarkdownText({ children, className, keepLineBreaks = false }: MarkdownTextProps) {
  return (
    <div className={['ui-markdown', className].filter(Boolean).join(' ')}>
      <Markdown skipHtml components={components} remarkPlugins={keepLineBreaks ? WRITER_PLUGINS : undefined}>
        {children}
      </Markdown>
    </div>
  );
}
