/**
 * "Copy as Markdown" on an operation or a webhook event. The operations are static HTML, so the button
 * only names its section (by the line under the section's heading in the page's Markdown) and the
 * page's delegated listener (useStaticInteractions) copies it. Its accessible name starts with the
 * visible text (WCAG 2.5.3) and adds the operation's, since every section has one.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Attribute of the button; its value is the section's signature line (see markdown-export/signatures). */
export const copyMarkdownAttribute = 'data-api-copy-markdown';

export default function CopyMarkdown({signature, label}: {signature: string; label: string}): ReactNode {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={`Copy as Markdown: ${label}`}
      {...{[copyMarkdownAttribute]: signature}}>
      Copy as Markdown
    </button>
  );
}
