/**
 * Stand-in for `@docusaurus/Link` in component tests: the real one needs the router; this renders the
 * anchor a reader gets, `to` as `href`.
 */
import React, {type ComponentProps, type ReactNode} from 'react';

export default function Link({to, ...props}: {to: string} & ComponentProps<'a'>): ReactNode {
  return <a href={to} {...props} />;
}
