/**
 * The not-found page's content. Replaces the classic theme's two sentences (not a wrapper: the original
 * renders its own <main>, and a page may have only one) with a page that helps the reader on: the main
 * sections of the docs, the API reference and the search box.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {notFoundDestinations} from './destinations';
import styles from './styles.module.css';

interface Props {
  readonly className?: string;
}

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Page not found</Heading>
          <p className={styles.lead}>
            We could not find a page at this address. It may have moved when the docs were reorganized. Use the search
            box at the top of the page, or start from one of these sections.
          </p>
          <ul className={styles.grid}>
            {notFoundDestinations.map((destination) => (
              <li key={destination.to} className={styles.card}>
                <Link to={destination.to} className={styles.cardLink}>
                  {destination.label}
                </Link>
                <p className={styles.cardText}>{destination.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
