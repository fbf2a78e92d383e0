import {describe, expect, it} from 'vitest';
import React from 'react';
import {renderToString} from 'react-dom/server';
import PricingCalculator, {parseQuantity} from '../../../src/components/PricingCalculator';

/** Text of the element whose opening tag contains `marker`, with tags removed. */
/** Server HTML without React's text separators (`<!-- -->`), as a reader sees the text. */
function render(element: React.ReactElement): string {
  return renderToString(element).replaceAll('<!-- -->', '');
}

function textAfter(html: string, marker: string): string {
  const start = html.indexOf(marker);
  expect(start).toBeGreaterThan(-1);
  const close = html.indexOf('</', start);
  return html.slice(html.indexOf('>', start) + 1, close).replace(/<[^>]+>/g, '');
}

describe('PricingCalculator', () => {
  it('renders the enterprise-commit month: lines, draws and $820 due', () => {
    const html = render(<PricingCalculator preset="enterprise-commit" />);
    for (const text of ['$2,375.00', '$180.00', '$500.00', '$320.00', '$3,375.00', '-$1,000.00', '-$1,555.00']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('$10,445.00 left');
    expect(textAfter(html, 'data-testid="pricing-total"')).toBe('$820.00');
  });

  it('labels every input and announces the total politely', () => {
    const html = render(<PricingCalculator preset="hybrid-business" />);
    const inputIds = [...html.matchAll(/<input[^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(inputIds).toHaveLength(3);
    for (const id of inputIds) {
      expect(html).toContain(`for="${id}"`);
    }
    expect(html).toMatch(/<output[^>]*aria-live="polite"/);
    expect(textAfter(html, 'data-testid="pricing-total"')).toBe('$3,375.00');
  });

  it('prices only API requests in the quickstart', () => {
    const html = render(<PricingCalculator preset="quickstart" title="Quickstart pricing" />);
    expect(html).toContain('Quickstart pricing');
    expect(html).not.toContain('Compute hours');
    expect(textAfter(html, 'data-testid="pricing-total"')).toBe('$2,375.00');
  });

  it('refuses to render without pricing', () => {
    expect(() => renderToString(<PricingCalculator />)).toThrow(/preset/);
  });
});

describe('parseQuantity', () => {
  it('reads whole numbers with separators and rejects the rest', () => {
    expect(parseQuantity('1,250,000')).toBe(1_250_000);
    expect(parseQuantity(' 42 ')).toBe(42);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('-5')).toBeNull();
    expect(parseQuantity('1.5')).toBeNull();
  });
});
