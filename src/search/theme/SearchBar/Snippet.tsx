import type {ReactNode} from 'react';
import type {SnippetSegment} from '../../engine/snippet';

/** A result's excerpt: plain text with the matched words in `<mark>`, rendered as elements, never as HTML. */
export default function Snippet({
  segments,
  className,
}: {
  segments: readonly SnippetSegment[];
  className?: string;
}): ReactNode {
  if (segments.length === 0) {
    return null;
  }
  return (
    <span className={className}>
      {segments.map((segment, index) => (segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text))}
    </span>
  );
}
