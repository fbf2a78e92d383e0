/** The index leaves out sections generated from the specifications (see `site-documents.ts`). */
import {describe, expect, it} from 'vitest';
import {isGeneratedSection} from '../../../src/search/plugin/site-documents';

describe('generated sections', () => {
  it('leaves out a guide\'s "Changing it later" section and keeps its page and other sections', () => {
    expect(isGeneratedSection({ref: '/pricing-packaging/create-manage-rate-cards/#changing-it-later'})).toBe(true);
    expect(isGeneratedSection({ref: '/pricing-packaging/create-manage-rate-cards/'})).toBe(false);
    expect(isGeneratedSection({ref: '/pricing-packaging/create-manage-rate-cards/#change-a-rate'})).toBe(false);
  });
});
