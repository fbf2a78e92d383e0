/**
 * The server-rendered half of an operation's request console: a "Try it" button, hidden until the
 * page wires it (the operations are not hydrated; see ConsoleSlots), and the empty slot the console
 * opens into. Nothing of the console itself is in the page until the button is pressed.
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Marks the buttons for the page's delegated listener; the value is the operation's anchor. */
export const consoleToggleAttribute = 'data-api-console-toggle';

/** Id of the element an operation's console opens into. */
export function consoleSlotId(anchor: string): string {
  return `${anchor}-console`;
}

export function ConsoleToggle({anchor, summary}: {anchor: string; summary: string}): ReactNode {
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded="false"
      aria-controls={consoleSlotId(anchor)}
      hidden
      {...{[consoleToggleAttribute]: anchor}}>
      Try it<span className="visually-hidden">: {summary}</span>
    </button>
  );
}

/** Marks the slots, so that styles can tell an open console (a slot with content). */
export const consoleSlotAttribute = 'data-api-console-slot';

export function ConsoleSlot({anchor}: {anchor: string}): ReactNode {
  return <div id={consoleSlotId(anchor)} className={styles.slot} {...{[consoleSlotAttribute]: ''}} />;
}
