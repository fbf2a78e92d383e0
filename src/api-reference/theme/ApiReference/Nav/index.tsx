/**
 * The page's navigation: the API specifications, then the tags and operations of this one. A sidebar
 * on desktop; a collapsed "Contents" block on narrow screens, which works without JavaScript.
 */
import React, {useEffect, useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {sharedResponsesAnchor} from '../../../view-model/anchors';
import {apiSpecs} from '../../../spec/registry';
import type {TagView} from '../../../view-model/types';
import MethodBadge from '@theme/ApiReference/MethodBadge';
import styles from './styles.module.css';
import {keepInSight, useSectionInView} from './useSectionInView';

export interface Props {
  specId: string;
  tags: TagView[];
  /** The page has a "Shared responses" section to link to. */
  hasSharedResponses: boolean;
}

/** Same breakpoint as the theme's: desktop above 996 px. */
const desktopQuery = '(min-width: 997px)';

/** Props of the link to the section the reader is in. */
function inViewProps(anchor: string, current: string | undefined) {
  return anchor === current ? {'aria-current': 'location' as const, 'data-in-view': ''} : {};
}

export default function Nav({specId, tags, hasSharedResponses}: Props): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  const nav = useRef<HTMLElement>(null);
  const anchors = useMemo(
    () => [
      ...tags.flatMap((tag) => [tag.anchor, ...tag.operations.map((operation) => operation.anchor)]),
      ...(hasSharedResponses ? [sharedResponsesAnchor] : []),
    ],
    [tags, hasSharedResponses],
  );
  const current = useSectionInView(anchors);
  useEffect(() => {
    const link = current === undefined ? null : nav.current?.querySelector<HTMLElement>('[data-in-view]');
    if (nav.current != null && link != null) {
      keepInSight(nav.current, link);
    }
  }, [current]);
  useEffect(() => {
    // On a desktop the stylesheet already shows the list; opening the block too makes its links
    // reachable by keyboard and assistive technology in every browser. Nothing moves on screen.
    if (details.current !== null && window.matchMedia(desktopQuery).matches) {
      details.current.open = true;
    }
  }, []);
  return (
    <nav className={styles.nav} aria-label="API reference" ref={nav}>
      <details className={styles.collapsible} ref={details}>
        <summary className={styles.summary}>Contents</summary>
        <p className={styles.groupTitle} id="api-nav-specs">
          APIs
        </p>
        <ul className={styles.list} aria-labelledby="api-nav-specs">
          {apiSpecs.map((entry) => (
            <li key={entry.id}>
              <Link
                to={entry.route}
                className={clsx(styles.link, entry.id === specId && styles.current)}
                aria-current={entry.id === specId ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
        {tags.length > 0 && (
          <>
            <p className={styles.groupTitle} id="api-nav-operations">
              On this page
            </p>
            <ul className={styles.list} aria-labelledby="api-nav-operations">
              {tags.map((tag) => (
                <li key={tag.anchor}>
                  <Link
                    to={`#${tag.anchor}`}
                    className={clsx(styles.link, styles.tagLink)}
                    {...inViewProps(tag.anchor, current)}>
                    {tag.name}
                  </Link>
                  <ul className={styles.operations}>
                    {tag.operations.map((operation) => (
                      <li key={operation.anchor}>
                        <Link
                          to={`#${operation.anchor}`}
                          className={clsx(styles.link, styles.operationLink)}
                          {...inViewProps(operation.anchor, current)}>
                          <MethodBadge method={operation.method} className={styles.method} />
                          <span>{operation.summary}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
              {hasSharedResponses && (
                <li>
                  <Link
                    to={`#${sharedResponsesAnchor}`}
                    className={clsx(styles.link, styles.tagLink)}
                    {...inViewProps(sharedResponsesAnchor, current)}>
                    Shared responses
                  </Link>
                </li>
              )}
            </ul>
          </>
        )}
      </details>
    </nav>
  );
}
