/**
 * The shape of the issue #29 question bank, checked without a build: its size, that every persona and
 * kind is asked, and that each answering section is on a page of the site. Whether the anchor exists and
 * the search finds it is the relevance suite's job (`npm run test:relevance`).
 */
import {describe, expect, it} from 'vitest';
import {listedDocRoutes} from '../../../src/routes/docs-routes';
import {questionBank} from './relevance/question-bank';

describe('the issue #29 question bank', () => {
  it('has at least 300 questions, each asked once', () => {
    expect(questionBank.length).toBeGreaterThanOrEqual(300);
    const questions = questionBank.map((entry) => entry.question.toLowerCase());
    const repeated = questions.filter((question, index) => questions.indexOf(question) !== index);
    expect(repeated).toEqual([]);
  });

  it('asks as every persona and every kind, from peers and from the specifications', () => {
    expect([...new Set(questionBank.map((entry) => entry.persona))].sort()).toEqual([
      'administrator',
      'billing-admin',
      'developer',
      'finance',
    ]);
    expect([...new Set(questionBank.map((entry) => entry.kind))].sort()).toEqual([
      'can-i',
      'how-fresh',
      'how-long',
      'how-to',
      'troubleshooting',
      'what-if',
      'why-does',
    ]);
    expect([...new Set(questionBank.map((entry) => entry.source))].sort()).toEqual(['peer', 'spec']);
  });

  it('names a section with an anchor on a listed page (one the search indexes) for every question', () => {
    const pages = new Set(listedDocRoutes.map((route) => route.path));
    const wrong = questionBank.filter(({section}) => {
      const [page, anchor] = section.split('#');
      return !pages.has(page ?? '') || !anchor;
    });
    expect(wrong).toEqual([]);
  });
});
