/**
 * A Markdown table inside a keyboard-focusable, horizontally scrollable region, so a table wider than
 * the column can be read with the keyboard (WCAG 2.1.1) and on narrow screens.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // The wrapper is focusable so that arrow keys scroll it, and a labelled group so that focus lands on
    // something named. A group, not a region: a page holds many tables, and landmarks must have unique
    // names, which a table cannot know for itself.
    <div className={styles.region} role="group" aria-label="Scrollable table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}
