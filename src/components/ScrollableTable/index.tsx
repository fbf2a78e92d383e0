/**
 * A Markdown table inside a keyboard-focusable, horizontally scrollable region, so a table wider than
 * the column can be read with the keyboard (WCAG 2.1.1) and on narrow screens.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // The region is focusable so that arrow keys scroll it; its label names what it holds.
    <div className={styles.region} role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
