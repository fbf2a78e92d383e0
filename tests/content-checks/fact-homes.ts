/**
 * One home per fact. A policy (how to correct usage in a closed period, what a failed payment changes,
 * what the daily revenue report and the spend API each include, how many destinations there are) is
 * stated on one page, under a heading with a stable anchor, and every other page that touches it links
 * that anchor instead of explaining it again. Two explanations drift apart (the review of 2026-11-26
 * found a credit memo on one page and void-and-regenerate on another for the same late event); a pointer
 * cannot.
 *
 * Each fact lists the patterns that mark a restatement. A page other than the home with a line that
 * matches must link the home (its anchor, or its page, which opens on the same explanation) somewhere,
 * or the check names the page, the line and the fact. Code blocks are skipped: a sample may show a value without explaining the policy.
 */
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';

/** A page of docs/, by its path under docs/ ("invoice-customers/how-invoicing-works.mdx"), and its source. */
export interface DocPage {
  readonly page: string;
  readonly source: string;
}

/** A page owned by another change that restates the fact and does not link its home yet. */
export interface PendingPointer {
  readonly page: string;
  /** Who changes the page, and why it is not done here. */
  readonly reason: string;
}

export interface FactHome {
  /** Short name, used in messages. */
  readonly fact: string;
  /** The page under docs/ and the heading anchor that state the fact. */
  readonly home: {readonly page: string; readonly anchor: string};
  /** Lines that restate the fact (case-insensitive patterns, matched against prose lines). */
  readonly restatements: readonly RegExp[];
  /**
   * Pages allowed to restate it without the link for now. Each must still match (a stale entry fails),
   * so the list only shrinks.
   */
  readonly pending?: readonly PendingPointer[];
}

export interface FactHomeProblem {
  readonly page: string;
  /** 1-based line of the restatement, or 0 for a problem of the fact itself. */
  readonly line: number;
  readonly message: string;
}

const fence = /^\s*(```|~~~)/;
const frontMatter = /^---\n[\s\S]*?\n---\n/;

/** The page's lines with front matter and fenced code blanked, so line numbers stay those of the file. */
export function proseLines(source: string): string[] {
  const withoutFrontMatter = source.replace(frontMatter, (block) => block.replace(/[^\n]/g, ''));
  let inCode = false;
  return withoutFrontMatter.split('\n').map((line) => {
    if (fence.test(line)) {
      inCode = !inCode;
      return '';
    }
    return inCode ? '' : line;
  });
}

/** The heading anchors of a page, as Docusaurus makes them: an explicit `{#id}` or the slug of the text. */
export function headingAnchors(source: string): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  for (const line of proseLines(source)) {
    const heading = /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (!heading) {
      continue;
    }
    const explicit = /\{#([\w-]+)\}$/.exec(heading[1]!);
    const text = heading[1]!
      .replace(/\{#[\w-]+\}$/, '')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .trim();
    anchors.add(explicit ? explicit[1]! : slugger.slug(text));
  }
  return anchors;
}

/** Every link target of a page's prose, resolved to a docs path and anchor ("a/b.mdx#c"). */
export function linkedTargets(page: string, source: string): Set<string> {
  const targets = new Set<string>();
  for (const line of proseLines(source)) {
    for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const [file = '', anchor] = match[1]!.split('#');
      if (/^[a-z]+:/i.test(file) || file.startsWith('/')) {
        continue;
      }
      const resolved = file === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), file));
      targets.add(anchor ? `${resolved}#${anchor}` : resolved);
    }
  }
  return targets;
}

function linksHome(page: string, source: string, fact: FactHome): boolean {
  const targets = linkedTargets(page, source);
  return targets.has(`${fact.home.page}#${fact.home.anchor}`) || targets.has(fact.home.page);
}

/** The problems of every fact over the pages: missing homes, unlinked restatements, stale pending entries. */
export function checkFactHomes(facts: readonly FactHome[], pages: readonly DocPage[]): FactHomeProblem[] {
  const byPath = new Map(pages.map((page) => [page.page, page]));
  const problems: FactHomeProblem[] = [];
  for (const fact of facts) {
    const homePage = byPath.get(fact.home.page);
    const homeTarget = `${fact.home.page}#${fact.home.anchor}`;
    if (!homePage) {
      problems.push({page: fact.home.page, line: 0, message: `home of "${fact.fact}" does not exist`});
      continue;
    }
    if (!headingAnchors(homePage.source).has(fact.home.anchor)) {
      problems.push({
        page: fact.home.page,
        line: 0,
        message: `home of "${fact.fact}" has no heading with anchor #${fact.home.anchor}`,
      });
    }
    const pending = new Map((fact.pending ?? []).map((entry) => [entry.page, entry]));
    const restatingPages = new Set<string>();
    for (const {page, source} of pages) {
      if (page === fact.home.page) {
        continue;
      }
      const lines = proseLines(source);
      const hits = lines.flatMap((line, index) =>
        fact.restatements.some((pattern) => pattern.test(line)) ? [index + 1] : [],
      );
      if (hits.length === 0) {
        continue;
      }
      restatingPages.add(page);
      if (linksHome(page, source, fact) || pending.has(page)) {
        continue;
      }
      for (const line of hits) {
        problems.push({
          page,
          line,
          message: `restates "${fact.fact}" without linking its home, ${homeTarget}: link it and keep the explanation there`,
        });
      }
    }
    for (const entry of pending.values()) {
      const source = byPath.get(entry.page)?.source;
      if (!source || !restatingPages.has(entry.page) || linksHome(entry.page, source, fact)) {
        problems.push({
          page: entry.page,
          line: 0,
          message: `pending entry for "${fact.fact}" is stale (the page no longer restates it unlinked): remove it`,
        });
      }
    }
  }
  return problems;
}

const outsidePartB = 'outside the files of issue #28 part B: the pointer is for whoever edits the page next';

/** The facts of the site with one home each. Add a fact here when a second page starts to explain it. */
export const factHomes: readonly FactHome[] = [
  {
    fact: 'correcting charges of a finalized (closed) period: void and regenerate, or a credit memo',
    home: {
      page: 'invoice-customers/how-invoicing-works.mdx',
      anchor: 'what-happens-when-usage-arrives-after-the-invoice-is-finalized',
    },
    restatements: [
      /\blate\b[^.|]*\b(events?|usage)\b[^.|]*\bfinalized\b|\bfinalized\b[^.|]*\blate (usage )?events?\b/i,
      /\|\s*late events?\s*\|/i,
      /\bfinalized\b.*\b(does not|doesn't|never) change\b/i,
      /\b(closed|finalized)\b.*\b(correct|settle|fix)\b.*\b(credit memo|regenerate)\b/i,
    ],
  },
  {
    fact: 'what a failed payment changes, and what Meterstone does about it',
    home: {page: 'invoice-customers/how-invoicing-works.mdx', anchor: 'what-happens-when-a-payment-fails'},
    restatements: [
      /\bpayment (attempt )?fails\b|\bfailed payment\b|\bpayment (has )?failed\b/i,
      /payment_status(`| is| to| becomes|:)+\s*`?failed/i,
    ],
    pending: [{page: 'launch-guides/prepaid-credits.mdx', reason: outsidePartB}],
  },
  {
    fact: 'what the daily revenue report and the spend breakdowns API each include',
    home: {
      page: 'reports-insights/daily-revenue-reports.mdx',
      anchor: 'what-the-report-and-the-spend-api-include',
    },
    restatements: [
      /spend breakdowns?\b[^.|]*\b(same|agree|match)/i,
      /\breports?\b[^.|]*\b(same|agree|match)\b[^.|]*\bspend\b/i,
    ],
  },
  {
    fact: 'how many data export destinations there are',
    home: {page: 'developer-resources/data-export/index.mdx', anchor: 'compare-destinations'},
    restatements: [
      /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|\{ex\.counts\.destinations\})\s+(data[- ]export\s+)?destinations\b/i,
    ],
  },
  {
    fact: 'how old an event may be (the 34-day window for timestamps and duplicates)',
    home: {page: 'connect-meterstone/design-usage-events.mdx', anchor: 'timestamps-and-late-events'},
    restatements: [/\b34 days\b/i],
  },
  {
    fact: 'the default order in which credits and commits are drawn',
    home: {page: 'pricing-packaging/apply-credits-commits/prioritization-rules.mdx', anchor: 'the-draw-order'},
    restatements: [/credits (are )?(drawn )?before commits|\bdefault (draw )?order\b/i],
  },
];
