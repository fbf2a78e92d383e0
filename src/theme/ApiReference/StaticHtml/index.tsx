/**
 * Server-rendered content that the browser does not hydrate. The operations of a large specification
 * are tens of thousands of elements; hydrating them would block the main thread for seconds on a
 * phone, and they need no React at all (collapsing is native `<details>`, tabs are radio buttons,
 * copy buttons use one delegated listener). So while the page hydrates, this keeps the HTML the server
 * sent; after hydration (client navigation, live refresh) it renders its children normally.
 */
import React, {useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

export interface Props {
  /** Id of the wrapper, unique on the page: how the browser finds the server's HTML to keep. */
  id: string;
  className?: string;
  children: ReactNode;
}

export default function StaticHtml({id, className, children}: Props): ReactNode {
  const hydrated = useIsBrowser();
  // Decided once per mount. The HTML is read back from the DOM rather than assumed to stay: if React
  // ever re-creates this element (a hydration error elsewhere makes it client-render the tree), it
  // re-inserts the same server HTML instead of an empty box.
  const [serverHtml] = useState<string | undefined>(() =>
    ExecutionEnvironment.canUseDOM && !hydrated ? document.getElementById(id)?.innerHTML : undefined,
  );
  if (serverHtml !== undefined) {
    /* eslint-disable react/no-danger -- The HTML is what this component rendered on the server
       (React-escaped), read back from the page itself: no specification text reaches the DOM unescaped. */
    return (
      <div id={id} className={className} dangerouslySetInnerHTML={{__html: serverHtml}} suppressHydrationWarning />
    );
    /* eslint-enable react/no-danger */
  }
  return (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
