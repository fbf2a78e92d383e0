/**
 * "Was this page helpful?": Yes or No, then an optional comment and Send. Native buttons and a form, so
 * it works with the keyboard alone; the outcome is announced in a live region (feedback-state.ts).
 */
import React, {useId, useReducer, type FormEvent, type ReactNode} from 'react';
import {feedbackReducer, initialFeedbackState} from './feedback-state';
import {feedbackPayload, maxCommentLength, sendFeedback} from './send-feedback';
import styles from './styles.module.css';

interface Props {
  /** Endpoint the answer is POSTed to. */
  readonly url: string;
  /** Path of the page the answer is about. */
  readonly page: string;
}

export default function FeedbackWidget({url, page}: Props): ReactNode {
  const [state, dispatch] = useReducer(feedbackReducer, initialFeedbackState);
  const headingId = useId();
  const commentId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.answer === undefined || state.phase === 'sending') {
      return;
    }
    dispatch({type: 'send'});
    dispatch({type: 'result', result: await sendFeedback(url, feedbackPayload(page, state.answer, state.comment))});
  }

  const sent = state.phase === 'sent';
  return (
    <section className={styles.widget} aria-labelledby={headingId} data-feedback-widget="">
      <h2 id={headingId} className={styles.question}>
        Was this page helpful?
      </h2>
      <form onSubmit={submit}>
        <div className={styles.answers}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="button button--sm button--outline button--primary"
              aria-pressed={state.answer === value}
              disabled={sent}
              onClick={() => dispatch({type: 'answer', answer: value})}>
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
        {state.answer !== undefined && !sent && (
          <>
            <label htmlFor={commentId} className={styles.label}>
              Comment (optional)
            </label>
            <textarea
              id={commentId}
              className={styles.comment}
              value={state.comment}
              maxLength={maxCommentLength}
              rows={3}
              onChange={(event) => dispatch({type: 'comment', comment: event.target.value})}
            />
            <button type="submit" className="button button--sm button--primary" disabled={state.phase === 'sending'}>
              {state.phase === 'sending' ? 'Sending…' : 'Send feedback'}
            </button>
          </>
        )}
      </form>
      <p role="status" aria-live="polite" className={state.phase === 'failed' ? styles.failed : undefined}>
        {state.message}
      </p>
    </section>
  );
}
