/** Reads the front matter of a doc source file (Node only: used by the sidebar and by tests). */
import {readFileSync} from 'node:fs';
import {parse} from 'yaml';

export interface DocFrontMatter {
  readonly title?: string;
  readonly sidebar_label?: string;
  readonly description?: string;
  readonly slug?: string;
  readonly keywords?: readonly string[];
}

const frontMatterPattern = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Parses the YAML block at the top of an MDX source; an absent block gives `{}`. */
export function parseFrontMatter(source: string): DocFrontMatter {
  const match = frontMatterPattern.exec(source);
  if (!match) {
    return {};
  }
  const data: unknown = parse(match[1]);
  return data !== null && typeof data === 'object' ? (data as DocFrontMatter) : {};
}

export function readFrontMatter(filePath: string): DocFrontMatter {
  return parseFrontMatter(readFileSync(filePath, 'utf8'));
}

/** The label a sidebar shows for a doc: its `sidebar_label`, else its title. */
export function sidebarLabelOf(frontMatter: DocFrontMatter, id: string): string {
  const label = frontMatter.sidebar_label ?? frontMatter.title;
  if (!label) {
    throw new Error(`Doc ${id} has neither sidebar_label nor title in its front matter`);
  }
  return label;
}
