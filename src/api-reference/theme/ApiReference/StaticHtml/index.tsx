/**
 * Server-rendered content that the browser does not hydrate. The operations of a large specification
 * are tens of thousands of elements; hydrating them would block the main thread for seconds on a
 * phone, and they need no React at all (collapsing is native `<details>`, tabs are radio buttons,
 * copy buttons use one delegated listener). So while the page hydrates, this keeps the HTML the server
 * sent; after hydration (client navigation, live refresh) it renders its children normally.
 */
import React, {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

export interface Props {
  /** Id of the wrapper, unique on the page: how the browser finds the server's HTML to keep. */
  id: string;
  className?: string;
  children: ReactNode;
}

/*
 * React does not touch the content of an element with `dangerouslySetInnerHTML` while hydrating, so an
 * empty string keeps the server's nodes without serialising them (reading `innerHTML` back costs a
 * long task on a phone for a large specification).
 */
const keepServerContent = {__html: ''};

export default function StaticHtml({id, className, children}: Props): ReactNode {
  const hydrated = useIsBrowser();
  // Decided once per mount: the server's element while the page hydrates, none after.
  const [serverElement] = useState<HTMLElement | null>(() =>
    ExecutionEnvironment.canUseDOM && !hydrated ? document.getElementById(id) : null,
  );
  const element = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // If React re-created the element instead of adopting it (a hydration error elsewhere makes it
    // client-render the tree), move the server's nodes into the new one rather than show an empty box.
    const current = element.current;
    if (serverElement !== null && current !== null && current !== serverElement) {
      current.replaceChildren(...Array.from(serverElement.childNodes));
    }
  }, [serverElement]);
  if (serverElement !== null) {
    /* eslint-disable react/no-danger -- An empty string: the content is the server's own, left in place. */
    return (
      <div
        ref={element}
        id={id}
        className={className}
        dangerouslySetInnerHTML={keepServerContent}
        suppressHydrationWarning
      />
    );
    /* eslint-enable react/no-danger */
  }
  return (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
