/**
 * Renders the sanitised Markdown of a specification (descriptions). The markup was cleaned when the
 * page data was built, so this only maps its allow-listed tags to React elements; site links go
 * through Docusaurus's Link so the build checks them.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {MarkupNode, RichText as RichTextValue} from '../../../view-model/types';

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

function renderNode(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') {
    return node;
  }
  const [tag, attributes, ...children] = node;
  const content = children.length === 0 ? undefined : children.map(renderNode);
  if (tag === 'a') {
    const href = attributes?.href ?? '';
    return isExternal(href) ? (
      <a key={key} href={href} title={attributes?.title} rel="noopener noreferrer">
        {content}
      </a>
    ) : (
      <Link key={key} to={href} title={attributes?.title}>
        {content}
      </Link>
    );
  }
  const Tag = tag;
  return (
    <Tag key={key} start={attributes?.start} className={attributes?.className}>
      {content}
    </Tag>
  );
}

export interface Props {
  value: RichTextValue | undefined;
  className?: string;
}

/** A description: a paragraph for plain text, the converted blocks otherwise. */
export default function RichText({value, className}: Props): ReactNode {
  if (value === undefined) {
    return null;
  }
  if (typeof value === 'string') {
    return <p className={className}>{value}</p>;
  }
  return <div className={className}>{value.map(renderNode)}</div>;
}
