/**
 * An HTTP status coloured by its class (success, redirect, error), in the operation's responses and in
 * the request console alike. The text always says the status too, so colour is never the only cue.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {statusKind, type StatusKind} from '../../../view-model/status-kind';
import styles from './styles.module.css';

export default function StatusText({
  status,
  kind = statusKind(status ?? ''),
  as: Tag = 'span',
  className,
  children,
}: {
  /** The status code as the specification writes it (`200`, `4XX`, `default`) or as a response gives it. */
  status?: string | number;
  /** The colour when there is no status: a request that was not sent or got no response is an error. */
  kind?: StatusKind;
  as?: 'span' | 'strong';
  className?: string;
  children?: ReactNode;
}): ReactNode {
  return <Tag className={clsx(className, styles[kind])}>{children ?? status}</Tag>;
}
