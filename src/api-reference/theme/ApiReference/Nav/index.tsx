/**
 * The page's navigation: the API specifications, then the tags and operations of this one. A sidebar
 * on desktop; a collapsed "Contents" block on narrow screens, which works without JavaScript, and the
 * same contents in the navbar's drawer, which the navbar keeps within reach anywhere on the page.
 */
import React, {useEffect, useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {apiSpecs} from '../../../spec/registry';
import type {OutlineGroup} from '../../../view-model/page-shell';
import OperationLabel from './OperationLabel';
import styles from './styles.module.css';
import ApiNavDrawer from './MobileMenu';
import {keepInSight, useSectionInView} from './useSectionInView';

export interface Props {
  specId: string;
  /** The page's sections with their operations and events (see view-model/page-shell). */
  outline: readonly OutlineGroup[];
  /** Changes when the operations are rendered anew: the sections in view are observed again. */
  version: string;
}

/** Same breakpoint as the theme's: desktop above 996 px. */
const desktopQuery = '(min-width: 997px)';

/** Props of the link to the section the reader is in. */
function inViewProps(anchor: string, current: string | undefined) {
  return anchor === current ? {'aria-current': 'location' as const, 'data-in-view': ''} : {};
}

export default function Nav({specId, outline: groups, version}: Props): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  const nav = useRef<HTMLElement>(null);
  const anchors = useMemo(
    () => groups.flatMap((group) => [group.anchor, ...group.items.map((item) => item.anchor)]),
    [groups],
  );
  const current = useSectionInView(anchors, version);
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
      <ApiNavDrawer specId={specId} outline={groups} />
      <details className={styles.collapsible} ref={details}>
        <summary className={styles.summary}>Contents</summary>
        <p className={styles.groupTitle}>APIs</p>
        <ul className={styles.list}>
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
        {groups.length > 0 && (
          <>
            <p className={styles.groupTitle}>On this page</p>
            <ul className={styles.list}>
              {groups.map((group) => (
                <li key={group.anchor}>
                  <Link
                    to={`#${group.anchor}`}
                    className={clsx(styles.link, styles.tagLink)}
                    {...inViewProps(group.anchor, current)}>
                    {group.name}
                  </Link>
                  {group.items.length > 0 && (
                    <ul className={styles.operations}>
                      {group.items.map((item) => (
                        <li key={item.anchor}>
                          <Link
                            to={`#${item.anchor}`}
                            className={clsx(styles.link, styles.operationLink)}
                            {...inViewProps(item.anchor, current)}>
                            <OperationLabel item={item} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </details>
    </nav>
  );
}
