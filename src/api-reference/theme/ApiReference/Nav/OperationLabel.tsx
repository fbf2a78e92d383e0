/** What a navigation link to an operation or event shows: its method badge, then its summary. */
import React, {type ReactNode} from 'react';
import type {OutlineItem} from '../../../view-model/page-shell';
import MethodBadge from '@theme/ApiReference/MethodBadge';
import styles from './styles.module.css';

export default function OperationLabel({item}: {item: Pick<OutlineItem, 'badge' | 'summary'>}): ReactNode {
  return (
    <>
      <MethodBadge method={item.badge} className={styles.method} />
      <span>{item.summary}</span>
    </>
  );
}
