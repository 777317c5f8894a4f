import './MarkdownText.css';
import { useMemo } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import Markdown from 'react-markdown';
import type { Components, ExtraProps } from 'react-markdown';
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
  /**
   * Draws a link the caller handles itself (an in-app link, such as a review's citation of an entry): the
   * element, or undefined to leave the link to the default one, which opens in a new tab.
   */
  renderLink?: (href: string | undefined, children: ReactNode) => ReactNode;
}

// Links leave the app in a new tab without giving the opened page a handle on this one.
function ExternalLink({ node: _node, children, ...props }: ComponentProps<'a'> & ExtraProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

const components: Components = { a: ExternalLink };

// Raw HTML in the source is dropped (skipHtml), never rendered, and react-markdown's default
// urlTransform already strips javascript: and other unsafe URLs. Do not add rehype-raw.
export function MarkdownText({ children, className, keepLineBreaks = false, renderLink }: MarkdownTextProps) {
  const linkComponents = useMemo<Components>(
    () =>
      renderLink
        ? { a: (props) => renderLink(props.href, props.children) ?? <ExternalLink {...props} /> }
        : components,
    [renderLink],
  );
  return (
    <div className={['ui-markdown', className].filter(Boolean).join(' ')}>
      <Markdown
        skipHtml
        components={linkComponents}
        remarkPlugins={keepLineBreaks ? WRITER_PLUGINS : undefined}
      >
        {children}
      </Markdown>
    </div>
  );
}
