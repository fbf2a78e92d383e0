/**
 * Wraps the breadcrumbs of docs pages to put the page action button (copy the page as Markdown, view
 * it, copy a link to the section) at the end of their row. Unlisted pages have no Markdown copy, so
 * they get the breadcrumbs alone. `useDoc` needs a doc page around it: the classic theme also renders
 * breadcrumbs on generated category indexes, which this site does not use (its sidebar links every
 * category to an overview doc, see src/routes/sidebar-items.ts).
 */
import React, {type ReactNode} from 'react';
import OriginalDocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import PageActions from '@site/src/components/PageActions';
import {markdownPathOf} from '@site/src/markdown-export/files';
import styles from './styles.module.css';

export default function DocBreadcrumbs(): ReactNode {
  const {metadata} = useDoc();
  const {pathname} = useLocation();
  if (metadata.unlisted) {
    return <OriginalDocBreadcrumbs />;
  }
  return (
    <div className={styles.row}>
      <div className={styles.breadcrumbs}>
        <OriginalDocBreadcrumbs />
      </div>
      <PageActions markdownUrl={markdownPathOf(pathname)} />
    </div>
  );
}
