/**
 * Code themes for light and dark mode. They start from VS Code's themes in prism-react-renderer and
 * darken (light) or lighten (dark) the token colours that fall below 4.5:1 contrast on the code
 * background, so highlighted code meets WCAG 2.1 AA. `tests/unit/theme/prism-themes.test.ts` checks it.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

type TokenColours = Readonly<Record<string, string>>;

/** Replaces the colour of every style rule that styles one of the given token types. */
function withTokenColours(base: PrismTheme, colours: TokenColours): PrismTheme {
  return {
    ...base,
    styles: base.styles.map((rule) => {
      const override = rule.types.map((type) => colours[type]).find((colour) => colour !== undefined);
      return override ? {...rule, style: {...rule.style, color: override}} : rule;
    }),
  };
}

export const lightCodeTheme: PrismTheme = withTokenColours(themes.vsLight, {
  'attr-name': '#c50000',
  'class-name': '#1d6b82',
  number: '#087a50',
  variable: '#087a50',
  inserted: '#087a50',
});

export const darkCodeTheme: PrismTheme = withTokenColours(themes.vsDark, {
  prolog: '#9aa5ff',
  constant: '#a9abde',
  punctuation: '#b4b4b4',
  comment: '#7fb069',
});
