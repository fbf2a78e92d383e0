/**
 * Stand-in for `@theme/Heading` in component tests: the theme's own needs the site's context
 * providers; this renders the same element with its id, which is all the tests read.
 */
import React, {type ComponentProps, type ReactNode} from 'react';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({as: Tag, ...props}: {as: HeadingTag} & ComponentProps<HeadingTag>): ReactNode {
  return <Tag {...props} />;
}
