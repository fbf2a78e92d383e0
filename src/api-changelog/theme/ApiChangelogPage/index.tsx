/**
 * The route component of `/api/changelog/`: the changelog entries grouped by day, newest first. The
 * plugin gives it the view as `data`; everything is rendered at build time into the static HTML.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {brand} from '../../../config/brand';
import type {ApiChangelogPageData} from '../../plugin';
import type {ChangeView, EntryView} from '../../view';
import styles from './styles.module.css';

export interface Props {
  readonly data: ApiChangelogPageData;
}

const title = 'API changelog';
const description = `Dated changes to the ${brand.name} API specifications, each marked breaking or not, with an Atom feed.`;

/** Text, not colour alone, says whether the entry breaks clients. */
export function BreakingBadge({breaking}: {readonly breaking: boolean}): ReactNode {
  return (
    <span className={clsx(styles.badge, breaking ? styles.breaking : styles.nonBreaking)}>
      {breaking ? 'Breaking' : 'Non-breaking'}
    </span>
  );
}

function Change({change}: {readonly change: ChangeView}): ReactNode {
  const operation =
    change.operation === undefined ? null : change.href === undefined ? (
      <code>{change.operation}</code>
    ) : (
      <Link to={change.href}>
        <code>{change.operation}</code>
      </Link>
    );
  return (
    <li>
      {operation}
      {operation !== null && ': '}
      {change.description}
      {change.breaking && <strong> (breaking)</strong>}
    </li>
  );
}

function Entry({entry}: {readonly entry: EntryView}): ReactNode {
  return (
    <article id={entry.anchor} className={styles.entry}>
      <Heading as="h3">{entry.title}</Heading>
      <p className={styles.meta}>
        <BreakingBadge breaking={entry.breaking} /> <Link to={entry.specRoute}>{entry.specLabel}</Link>
      </p>
      <p>{entry.note}</p>
      <ul className={styles.changes}>
        {entry.changes.map((change, index) => (
          <Change key={index} change={change} />
        ))}
      </ul>
    </article>
  );
}

export default function ApiChangelogPage({data}: Props): ReactNode {
  const {view, feedHref} = data;
  return (
    <Layout title={title} description={description}>
      <Head>
        <link rel="alternate" type="application/atom+xml" title={`${brand.name} API changelog`} href={feedHref} />
      </Head>
      <main className="container margin-vert--lg">
        <div className="row">
          {/* `markdown`: links in running text are underlined, as on the docs pages (custom.css). */}
          <div className="col col--8 col--offset-2 markdown">
            <Heading as="h1">{title}</Heading>
            <p className={styles.lead}>
              Each entry records a change to one <Link to="/api/">API specification</Link>: the day it was published,
              whether a client that worked before can fail now, and the operations it touches. Follow new entries in a
              feed reader with the <a href={feedHref}>Atom feed</a>.
            </p>
            {view.days.map((day) => (
              <section key={day.date} aria-labelledby={`day-${day.date}`}>
                <Heading as="h2" id={`day-${day.date}`}>
                  <time dateTime={day.date}>{day.label}</time>
                </Heading>
                {day.entries.map((entry) => (
                  <Entry key={entry.anchor} entry={entry} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </main>
    </Layout>
  );
}
