/**
 * The page's navigation: the API specifications, then the tags and operations of this one. A sidebar
 * on desktop; a collapsed "Contents" block on narrow screens, which works without JavaScript.
 */
import React, {useEffect, useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {objectsAnchor, sharedHeadersAnchor, sharedResponsesAnchor} from '../../../view-model/anchors';
import {apiSpecs} from '../../../spec/registry';
import type {HttpMethod, TagView, WebhookGroupView} from '../../../view-model/types';
import MethodBadge from '@theme/ApiReference/MethodBadge';
import styles from './styles.module.css';
import {keepInSight, useSectionInView} from './useSectionInView';

export interface Props {
  specId: string;
  tags: TagView[];
  /** The specification's webhook events, listed after the operations. */
  webhooks?: WebhookGroupView;
  /** The page has an "Objects" section to link to. */
  hasObjects: boolean;
  /** The page has a "Response headers" section to link to. */
  hasSharedHeaders: boolean;
  /** The page has a "Shared responses" section to link to. */
  hasSharedResponses: boolean;
}

/** Same breakpoint as the theme's: desktop above 996 px. */
const desktopQuery = '(min-width: 997px)';

/** Props of the link to the section the reader is in. */
function inViewProps(anchor: string, current: string | undefined) {
  return anchor === current ? {'aria-current': 'location' as const, 'data-in-view': ''} : {};
}

/** A section of the page in the navigation: a tag, the webhook events, the objects, the shared responses. */
interface NavGroup {
  anchor: string;
  name: string;
  items: Array<{anchor: string; summary: string; badge: HttpMethod | 'event'}>;
}

function navGroups(
  tags: TagView[],
  webhooks: WebhookGroupView | undefined,
  hasObjects: boolean,
  hasSharedHeaders: boolean,
  hasSharedResponses: boolean,
): NavGroup[] {
  return [
    ...tags.map((tag) => ({
      anchor: tag.anchor,
      name: tag.name,
      items: tag.operations.map(({anchor, summary, method}) => ({anchor, summary, badge: method})),
    })),
    ...(webhooks === undefined
      ? []
      : [
          {
            anchor: webhooks.anchor,
            name: webhooks.name,
            items: webhooks.events.map(({anchor, summary}) => ({anchor, summary, badge: 'event' as const})),
          },
        ]),
    // Objects are many (a hundred in v1): the section opens with its own index rather than lengthen this list.
    ...(hasObjects ? [{anchor: objectsAnchor, name: 'Objects', items: []}] : []),
    ...(hasSharedHeaders ? [{anchor: sharedHeadersAnchor, name: 'Response headers', items: []}] : []),
    ...(hasSharedResponses ? [{anchor: sharedResponsesAnchor, name: 'Shared responses', items: []}] : []),
  ];
}

export default function Nav({
  specId,
  tags,
  webhooks,
  hasObjects,
  hasSharedHeaders,
  hasSharedResponses,
}: Props): ReactNode {
  const details = useRef<HTMLDetailsElement>(null);
  const nav = useRef<HTMLElement>(null);
  const groups = useMemo(
    () => navGroups(tags, webhooks, hasObjects, hasSharedHeaders, hasSharedResponses),
    [tags, webhooks, hasObjects, hasSharedHeaders, hasSharedResponses],
  );
  const anchors = useMemo(
    () => groups.flatMap((group) => [group.anchor, ...group.items.map((item) => item.anchor)]),
    [groups],
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
        {groups.length > 0 && (
          <>
            <p className={styles.groupTitle} id="api-nav-operations">
              On this page
            </p>
            <ul className={styles.list} aria-labelledby="api-nav-operations">
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
                            <MethodBadge method={item.badge} className={styles.method} />
                            <span>{item.summary}</span>
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
