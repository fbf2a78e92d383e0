/**
 * The docs' code colours (the Prism themes of the site's code blocks) as CSS custom properties for the
 * API reference's compact samples, so both show code in one colour scheme whose contrast
 * `tests/unit/theme/prism-themes.test.ts` checks.
 */
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from './prism-themes';

/** The compact samples' colour classes (see CodeSample/tokens.ts) and the Prism token type each takes its colour from. */
export const tokenClassTypes = {
  tc: 'comment',
  ts: 'string',
  tn: 'number',
  tk: 'keyword',
  tf: 'function',
  tp: 'property',
} as const;

/** The colour a theme gives a token type; the plain text colour when it gives none. */
export function tokenColour(theme: PrismTheme, type: string): string {
  const rule = theme.styles.find((candidate) => candidate.types.includes(type) && candidate.style.color);
  return rule?.style.color ?? theme.plain.color!;
}

function variablesOf(theme: PrismTheme, mode: 'light' | 'dark'): Record<string, string> {
  const variables: Record<string, string> = {
    [`--code-bg-${mode}`]: theme.plain.backgroundColor!,
    [`--code-fg-${mode}`]: theme.plain.color!,
  };
  for (const [name, type] of Object.entries(tokenClassTypes)) {
    variables[`--code-${name}-${mode}`] = tokenColour(theme, type);
  }
  return variables;
}

/** Custom properties for both modes; the samples' CSS picks the set of the current mode. */
export const codeColourVariables: Readonly<Record<string, string>> = {
  ...variablesOf(lightCodeTheme, 'light'),
  ...variablesOf(darkCodeTheme, 'dark'),
};
