/**
 * An object's "What can change" table in the reference: its fields grouped by when they are set and
 * which operation changes them afterwards, how it is created and ended, and a link to the guide that
 * says what to do where a field cannot change. Server-rendered with the objects (no state, no effects).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Inline} from '../../../lifecycle/present';
import {changesColumns} from '../../../lifecycle/present';
import type {ObjectChangesView} from '../../../view-model/types';
import styles from './styles.module.css';

function Pieces({pieces}: {pieces: readonly Inline[]}): ReactNode {
  return pieces.map((piece, index) => {
    if (typeof piece === 'string') {
      return <React.Fragment key={index}>{piece}</React.Fragment>;
    }
    return 'href' in piece ? (
      <Link key={index} to={piece.href}>
        <code>{piece.code}</code>
      </Link>
    ) : (
      <code key={index}>{piece.code}</code>
    );
  });
}

export default function WhatCanChange({name, changes}: {name: string; changes: ObjectChangesView}): ReactNode {
  const {summary} = changes;
  return (
    <div className={styles.changes}>
      <p className={styles.title}>
        <strong>What can change</strong>
      </p>
      <p>
        <Pieces pieces={summary.created} /> <Pieces pieces={summary.retired} />
        {changes.guide !== undefined && (
          <>
            {' '}
            <Link to={changes.guide}>What to do instead</Link> where a field cannot change.
          </>
        )}
      </p>
      <table className={styles.table} aria-label={`What can change on ${name}`}>
        <thead>
          <tr>
            {changesColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row) => (
            <tr key={row.fields.join(' ')}>
              <td>
                <Pieces
                  pieces={row.fields.flatMap((field, index) => [...(index === 0 ? [] : [', ']), {code: field}])}
                />
              </td>
              <td>
                <Pieces pieces={row.atCreation} />
              </td>
              <td>
                <Pieces pieces={row.later} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
