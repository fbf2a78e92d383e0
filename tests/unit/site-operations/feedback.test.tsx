/**
 * The feedback widget: what it sends and says (with a fake fetch), and its markup as the server renders
 * it (native buttons and a labelled form, so the keyboard alone operates it; a live region for the outcome).
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import FeedbackWidget from '../../../src/site-operations/feedback/FeedbackWidget';
import {feedbackPayload, sendFeedback, thanksMessage} from '../../../src/site-operations/feedback/send-feedback';
import {feedbackReducer, initialFeedbackState} from '../../../src/site-operations/feedback/feedback-state';

describe('feedbackPayload', () => {
  it('holds the page, the answer and the trimmed comment, which it leaves out when empty', () => {
    expect(feedbackPayload('/api/', 'yes', '  clear  ')).toEqual({page: '/api/', helpful: 'yes', comment: 'clear'});
    expect(feedbackPayload('/api/', 'no', '   ')).toEqual({page: '/api/', helpful: 'no'});
  });
});

describe('sendFeedback', () => {
  const payload = feedbackPayload('/launch-guides/', 'no', 'Missing a curl example');

  it('POSTs the payload as JSON and thanks the reader', async () => {
    const calls: [string, RequestInit][] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(null, {status: 204});
    }) as typeof fetch;
    expect(await sendFeedback('https://feedback.example/docs', payload, fakeFetch)).toEqual({
      ok: true,
      message: thanksMessage,
    });
    expect(calls[0]![0]).toBe('https://feedback.example/docs');
    expect(calls[0]![1].method).toBe('POST');
    expect(JSON.parse(calls[0]![1].body as string)).toEqual(payload);
  });

  it('says the feedback was not sent when the service answers with an error', async () => {
    const result = await sendFeedback(
      'https://f.example',
      payload,
      (async () => new Response('', {status: 503})) as typeof fetch,
    );
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/not sent.*503/);
  });

  it('says the service could not be reached when the request fails', async () => {
    const result = await sendFeedback('https://f.example', payload, (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    expect(result).toEqual({ok: false, message: expect.stringMatching(/could not be reached/) as unknown as string});
  });
});

describe('FeedbackWidget', () => {
  const $ = load(renderToString(<FeedbackWidget url="https://f.example" page="/api/" />));

  it('asks the question as a heading that names the region', () => {
    const section = $('section');
    expect($(`#${section.attr('aria-labelledby')}`).text()).toBe('Was this page helpful?');
  });

  it('offers Yes and No as native toggle buttons, not yet pressed', () => {
    const buttons = $('button');
    expect(buttons.map((_, button) => $(button).text()).get()).toEqual(['Yes', 'No']);
    expect(buttons.map((_, button) => $(button).attr('type')).get()).toEqual(['button', 'button']);
    expect(buttons.map((_, button) => $(button).attr('aria-pressed')).get()).toEqual(['false', 'false']);
  });

  it('has an empty polite live region for the outcome', () => {
    expect($('[role="status"]').attr('aria-live')).toBe('polite');
    expect($('[role="status"]').text()).toBe('');
  });
});

describe('feedbackReducer', () => {
  const failed = {ok: false, message: 'Your feedback was not sent: the feedback service answered 503.'} as const;

  it('sends only once an answer is chosen, then announces the outcome', () => {
    let state = feedbackReducer(initialFeedbackState, {type: 'send'});
    expect(state).toBe(initialFeedbackState);
    state = feedbackReducer(state, {type: 'answer', answer: 'no'});
    state = feedbackReducer(state, {type: 'comment', comment: 'Needs an example'});
    state = feedbackReducer(state, {type: 'send'});
    expect(state).toMatchObject({phase: 'sending', message: ''});
    expect(feedbackReducer(state, {type: 'send'})).toBe(state);
    state = feedbackReducer(state, {type: 'result', result: {ok: true, message: thanksMessage}});
    expect(state).toEqual({answer: 'no', comment: 'Needs an example', phase: 'sent', message: thanksMessage});
    expect(feedbackReducer(state, {type: 'answer', answer: 'yes'})).toBe(state);
  });

  it('keeps the answer and the comment after a failure, for another try', () => {
    let state = feedbackReducer(initialFeedbackState, {type: 'answer', answer: 'yes'});
    state = feedbackReducer(state, {type: 'comment', comment: 'Clear'});
    state = feedbackReducer(feedbackReducer(state, {type: 'send'}), {type: 'result', result: failed});
    expect(state).toEqual({answer: 'yes', comment: 'Clear', phase: 'failed', message: failed.message});
    expect(feedbackReducer(state, {type: 'send'}).phase).toBe('sending');
  });
});
