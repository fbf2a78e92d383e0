/**
 * How the built HTML is validated (`html-validate`, `npm run test:html`): its recommended rules, and the
 * findings that Docusaurus itself produces on a stock page, each with its reason: style rules turned off,
 * and findings of other rules allowed by exact message (and place, where the message alone is too wide).
 * Anything else fails.
 *
 * The framework's findings were taken from a stock Docusaurus 3.10 site (the classic theme, one docs page
 * with a table, a code block, an admonition, tabs and an image), plus those of the HTML minifier of
 * Docusaurus Faster (@swc/html), which this site turns on: unquoted attributes and omitted end tags.
 */
import {HtmlValidate, type ConfigData, type Message} from 'html-validate';
import {indexedRulesPlugin} from './indexed-rules';

/**
 * Rules whose every finding on our pages is the framework's markup style, all valid HTML: they are off,
 * each with its reason. (Off, not filtered: on the 2 MB API page their tens of thousands of findings made
 * validation take minutes.)
 */
export const frameworkStyleRules: readonly {readonly rule: string; readonly reason: string}[] = [
  {rule: 'doctype-style', reason: 'Docusaurus writes `<!doctype html>`; lower case is valid HTML'},
  {rule: 'attribute-boolean-style', reason: 'Docusaurus writes its script tags with `defer="defer"`'},
  {rule: 'attribute-empty-style', reason: 'React renders `hidden=""` (the inactive tab panels of the classic theme)'},
  {
    rule: 'attr-quotes',
    reason: "Docusaurus Faster's HTML minifier (@swc/html) drops quotes around attribute values where HTML allows it",
  },
  {
    rule: 'no-implicit-close',
    reason: "Docusaurus Faster's HTML minifier omits optional end tags (`</p>`, `</li>`, `</td>`), as HTML allows",
  },
  {rule: 'void-style', reason: 'React and the minifier write void elements as `<link />` and `<br/>`'},
  {
    rule: 'no-inline-style',
    reason: "The classic theme's code blocks colour every Prism token with an inline style",
  },
];

/** The rules: html-validate's recommended set, less the framework's style rules, two in HTML-standard mode. */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  plugins: [indexedRulesPlugin],
  rules: {
    ...Object.fromEntries(frameworkStyleRules.map(({rule}) => [rule, 'off'])),
    // The same checks with an id index (see indexed-rules.ts): the built-in ones walk the whole document
    // for each label and each labelled landmark.
    'valid-for': 'off',
    'meterstone/valid-for': 'error',
    'unique-landmark': 'off',
    'meterstone/unique-landmark': 'error',
    // An id is valid HTML when it is non-empty and has no whitespace. The strict default also wants a
    // leading letter, which Docusaurus's root (`__docusaurus`) and React's `useId` (`_R_…_`) never have.
    'valid-id': ['error', {relaxed: true}],
    // A raw `&` is valid HTML unless it could start a character reference ("ambiguous ampersand"); the
    // relaxed mode still fails on those. The minifier writes `&` for `&amp;` where it is unambiguous.
    'no-raw-characters': ['error', {relaxed: true}],
  },
};

/** A finding the framework produces under a rule that matters for our own markup, allowed narrowly. */
export interface AllowedFinding {
  readonly rule: string;
  readonly message: RegExp;
  /** The CSS selector html-validate reports must match this, where the message alone is too wide. */
  readonly selector?: RegExp;
  readonly reason: string;
}

export const allowedFindings: readonly AllowedFinding[] = [
  {
    rule: 'element-permitted-content',
    message: /^<div> element is not permitted as content under <code>$/,
    reason: "The classic theme's code blocks put one `<div class=token-line>` per line inside `<code>`",
  },
  {
    rule: 'no-dup-class',
    message: /^Class "[\w-]+" duplicated$/,
    selector: /> pre > code > /,
    reason: "prism-react-renderer repeats a token's class (`token variable parameter variable`) inside code blocks",
  },
  {
    rule: 'prefer-native-element',
    message: /^Prefer to use the native <(section|header|button)> element$/,
    reason:
      'The classic theme puts ARIA roles on a div and a link: its skip-link region, the announcement bar, dropdown toggles',
  },
  {
    rule: 'aria-label-misuse',
    message: /^"aria-label" is strictly allowed but is not recommended to be used on this element$/,
    selector: /> svg$/,
    reason: 'The classic theme labels its external-link icon (`<svg aria-label="(opens in new tab)">`)',
  },
];

/**
 * The findings of the page @docusaurus/plugin-client-redirects writes for every old path (a meta refresh
 * and a script in a bare `<html>`, no title, no language, the script outside a body), allowed on those pages
 * only. Real 301s answer old paths behind nginx and static hosts; this page is the fallback elsewhere.
 */
export const clientRedirectPageFindings: readonly AllowedFinding[] = [
  {
    rule: 'element-required-attributes',
    message: /^<html> is missing required "lang" attribute$/,
    reason: "the client-redirects plugin's template has no lang",
  },
  {
    rule: 'element-required-content',
    message: /^<(html|head)> element must have <(body|title)> as content$/,
    reason: "the client-redirects plugin's template has no title and puts its script outside a body",
  },
  {
    rule: 'element-permitted-occurrences',
    message: /^Element <head> can only appear once under <html>$/,
    reason: 'the same script outside a body makes the parser imply a second head',
  },
];

/** Whether a built page is the client-redirects plugin's redirect page (a meta refresh to its canonical). */
export const isClientRedirectPage = (html: string): boolean =>
  /<meta http-equiv="refresh" content="0; url=[^"]+">\s*<link rel="canonical"/.test(html);

/** Whether a finding is one the framework produces (see `allowedFindings`). */
export function isAllowed(
  message: Pick<Message, 'ruleId' | 'message' | 'selector'>,
  allowed: readonly AllowedFinding[] = allowedFindings,
): boolean {
  return allowed.some(
    (allowed) =>
      allowed.rule === message.ruleId &&
      allowed.message.test(message.message) &&
      (allowed.selector === undefined || allowed.selector.test(message.selector ?? '')),
  );
}

export interface HtmlFinding {
  readonly rule: string;
  readonly line: number;
  readonly message: string;
  readonly selector: string;
}

/** Validates one HTML document and returns the findings that are not allowed. */
export async function htmlProblems(validator: HtmlValidate, html: string, name: string): Promise<HtmlFinding[]> {
  const allowed = isClientRedirectPage(html) ? [...allowedFindings, ...clientRedirectPageFindings] : allowedFindings;
  const report = await validator.validateString(html, name);
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => !isAllowed(message, allowed))
    .map((message) => ({
      rule: message.ruleId,
      line: message.line,
      message: message.message,
      selector: message.selector ?? '',
    }));
}

export const createHtmlValidator = (): HtmlValidate => new HtmlValidate(htmlValidateConfig);
