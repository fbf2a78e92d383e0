import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {codeColourVariables, tokenClassTypes} from '../../../src/css/code-colours';
import {darkCodeTheme, lightCodeTheme} from '../../../src/css/prism-themes';
import {statusKind} from '../../../src/api-reference/view-model/status-kind';

/** Parses #rgb, #rrggbb and rgb(r, g, b) colours into 0–255 channels. */
function channels(colour: string): [number, number, number] {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = colour.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function lowContrastTokens(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor!;
  const colours = [
    ['plain', theme.plain.color!],
    ...theme.styles.filter((rule) => rule.style.color).map((rule) => [rule.types.join('/'), rule.style.color!]),
  ];
  return colours
    .filter(([, colour]) => contrast(colour, background) < 4.5)
    .map(([types, colour]) => `${types} ${colour} ${contrast(colour, background).toFixed(2)}:1`);
}

describe('code themes', () => {
  it('meet 4.5:1 contrast for every token in light mode', () => {
    expect(lowContrastTokens(lightCodeTheme)).toEqual([]);
  });

  it('meet 4.5:1 contrast for every token in dark mode', () => {
    expect(lowContrastTokens(darkCodeTheme)).toEqual([]);
  });

  it('computes contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });
});

describe('the API reference samples', () => {
  it.each(['light', 'dark'] as const)(
    'take every token colour from the %s code theme, at 4.5:1 on its background',
    (mode) => {
      const theme = mode === 'light' ? lightCodeTheme : darkCodeTheme;
      const themeColours = new Set([theme.plain.color, ...theme.styles.map((rule) => rule.style.color)]);
      const background = codeColourVariables[`--code-bg-${mode}`]!;
      expect(background).toBe(theme.plain.backgroundColor);
      for (const name of [...Object.keys(tokenClassTypes), 'fg']) {
        const colour = codeColourVariables[`--code-${name}-${mode}`]!;
        expect(themeColours.has(colour), `${name} ${colour}`).toBe(true);
        expect(contrast(colour, background), `${name} ${colour}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});

describe('HTTP status colours', () => {
  const css = readFileSync(path.resolve(__dirname, '../../../src/css/custom.css'), 'utf8');
  const blocks = {
    light: css.slice(0, css.indexOf("[data-theme='dark'] {")),
    dark: css.slice(css.indexOf("[data-theme='dark'] {")),
  };
  // Infima's page backgrounds in each mode.
  const pageBackground = {light: '#ffffff', dark: '#1b1b1d'};

  it.each(['light', 'dark'] as const)('meet 4.5:1 on the %s page', (mode) => {
    for (const kind of ['success', 'redirect', 'error']) {
      const colour = new RegExp(`--ms-status-${kind}: (#[0-9a-f]{6})`).exec(blocks[mode])?.[1];
      expect(colour, kind).toBeDefined();
      expect(contrast(colour!, pageBackground[mode]), `${kind} ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('classify specification keys and response numbers alike', () => {
    expect(['200', '204', '3XX', '404', '5XX', 'default', '101'].map(statusKind)).toEqual([
      'success',
      'success',
      'redirect',
      'error',
      'error',
      'other',
      'other',
    ]);
    expect([200, 302, 400, 503].map(statusKind)).toEqual(['success', 'redirect', 'error', 'error']);
  });
});
