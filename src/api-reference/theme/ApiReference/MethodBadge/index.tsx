/**
 * The HTTP method of an operation as a coloured label (colour plus text, never colour alone); `event`
 * labels a webhook event, which the reader receives rather than sends.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {HttpMethod} from '../../../view-model/types';
import styles from './styles.module.css';

export interface Props {
  method: HttpMethod | 'event';
  className?: string;
}

export default function MethodBadge({method, className}: Props): ReactNode {
  return <span className={clsx(styles.badge, styles[method], className)}>{method.toUpperCase()}</span>;
}
