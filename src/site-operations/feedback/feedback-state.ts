/**
 * The widget's states and what each reader action does to them, pure so the unit tests walk through
 * them without a browser: choose an answer, type a comment, send, and the outcome. A failure keeps the
 * answer and the comment, so the reader sends again without retyping.
 */
import type {FeedbackAnswer, SendResult} from './send-feedback';

export interface FeedbackState {
  readonly answer?: FeedbackAnswer;
  readonly comment: string;
  readonly phase: 'asking' | 'sending' | 'sent' | 'failed';
  /** What the live region announces: empty until a send ends. */
  readonly message: string;
}

export type FeedbackAction =
  | {type: 'answer'; answer: FeedbackAnswer}
  | {type: 'comment'; comment: string}
  | {type: 'send'}
  | {type: 'result'; result: SendResult};

export const initialFeedbackState: FeedbackState = {comment: '', phase: 'asking', message: ''};

export function feedbackReducer(state: FeedbackState, action: FeedbackAction): FeedbackState {
  if (state.phase === 'sent') {
    return state;
  }
  switch (action.type) {
    case 'answer':
      return {...state, answer: action.answer};
    case 'comment':
      return {...state, comment: action.comment};
    case 'send':
      return state.answer === undefined || state.phase === 'sending'
        ? state
        : {...state, phase: 'sending', message: ''};
    case 'result':
      return {...state, phase: action.result.ok ? 'sent' : 'failed', message: action.result.message};
  }
}
