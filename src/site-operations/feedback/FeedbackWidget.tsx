/**
 * "Was this page helpful?": Yes or No, then an optional comment and Send. Native buttons and a form, so
 * it works with the keyboard alone; the outcome is announced in a live region, and a failure keeps the
 * answer and comment so the reader can send again.
 */
import React, {useId, useState, type FormEvent, type ReactNode} from 'react';
import {feedbackPayload, maxCommentLength, sendFeedback, type FeedbackAnswer} from './send-feedback';
import styles from './styles.module.css';

interface Props {
  /** Endpoint the answer is POSTed to. */
  readonly url: string;
  /** Path of the page the answer is about. */
  readonly page: string;
}

type Status = {kind: 'idle'} | {kind: 'sending'} | {kind: 'sent' | 'failed'; message: string};

export default function FeedbackWidget({url, page}: Props): ReactNode {
  const [answer, setAnswer] = useState<FeedbackAnswer | undefined>();
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const headingId = useId();
  const commentId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (answer === undefined) {
      return;
    }
    setStatus({kind: 'sending'});
    const result = await sendFeedback(url, feedbackPayload(page, answer, comment));
    setStatus({kind: result.ok ? 'sent' : 'failed', message: result.message});
  }

  const sent = status.kind === 'sent';
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
              aria-pressed={answer === value}
              disabled={sent}
              onClick={() => setAnswer(value)}>
              {value === 'yes' ? 'Yes' : 'No'}
            </button>
          ))}
        </div>
        {answer !== undefined && !sent && (
          <>
            <label htmlFor={commentId} className={styles.label}>
              Comment (optional)
            </label>
            <textarea
              id={commentId}
              className={styles.comment}
              value={comment}
              maxLength={maxCommentLength}
              rows={3}
              onChange={(event) => setComment(event.target.value)}
            />
            <button type="submit" className="button button--sm button--primary" disabled={status.kind === 'sending'}>
              {status.kind === 'sending' ? 'Sending…' : 'Send feedback'}
            </button>
          </>
        )}
      </form>
      <p role="status" aria-live="polite" className={status.kind === 'failed' ? styles.failed : undefined}>
        {status.kind === 'sent' || status.kind === 'failed' ? status.message : ''}
      </p>
    </section>
  );
}
