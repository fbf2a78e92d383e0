/**
 * What the "Was this page helpful?" widget sends and what it tells the reader about it. Pure apart from
 * the `fetch` it is given, so the unit tests drive it with a fake.
 */

export type FeedbackAnswer = 'yes' | 'no';

export interface FeedbackPayload {
  readonly page: string;
  readonly helpful: FeedbackAnswer;
  /** Trimmed; omitted when empty. */
  readonly comment?: string;
}

/** Longest comment sent; the field stops typing there. */
export const maxCommentLength = 1000;

export function feedbackPayload(page: string, helpful: FeedbackAnswer, comment: string): FeedbackPayload {
  const trimmed = comment.trim().slice(0, maxCommentLength);
  return trimmed === '' ? {page, helpful} : {page, helpful, comment: trimmed};
}

export type SendResult = {ok: true; message: string} | {ok: false; message: string};

export const thanksMessage = 'Thank you: your feedback was sent.';

/** POSTs the payload as JSON; any failure becomes a message that says what happened and what to do. */
export async function sendFeedback(
  url: string,
  payload: FeedbackPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
    });
    if (!response.ok) {
      return {
        ok: false,
        message: `Your feedback was not sent: the feedback service answered ${response.status}. Please try again later.`,
      };
    }
    return {ok: true, message: thanksMessage};
  } catch {
    return {
      ok: false,
      message:
        'Your feedback was not sent: the feedback service could not be reached. Check your connection and try again.',
    };
  }
}
