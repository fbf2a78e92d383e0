/** The parameters of an operation as a table: name, location, type, required, description, default, enum. */
import React, {type ReactNode} from 'react';
import {resolveSchemaNode, schemaTypeLabel} from '../../../view-model/schema-label';
import type {ParameterView} from '../../../view-model/types';
import {useApiTables} from '@theme/ApiReference/context';
import RichText from '@theme/ApiReference/RichText';
import {SchemaFacts} from '@theme/ApiReference/Schema';
import styles from './styles.module.css';

export interface Props {
  parameters: ParameterView[];
  /** Accessible name of the table, e.g. "Parameters of List customers". */
  caption: string;
}

export default function ParametersTable({parameters, caption}: Props): ReactNode {
  const {schemas} = useApiTables();
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
            <th scope="col">Default</th>
            <th scope="col">Allowed values</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => {
            const view = resolveSchemaNode(parameter.schema, schemas);
            const {enum: allowed, default: defaultValue, ...limits} = view;
            const hasDescription =
              parameter.description !== undefined || limits.constraints !== undefined || limits.example !== undefined;
            return (
              <tr key={`${parameter.in}:${parameter.name}`}>
                <th scope="row">
                  <code>{parameter.name}</code>
                  {parameter.deprecated === true && <span className={styles.deprecated}> deprecated</span>}
                </th>
                <td data-label="In">{parameter.in}</td>
                <td data-label="Type" className={styles.type}>
                  {schemaTypeLabel(parameter.schema, schemas)}
                </td>
                <td data-label="Required">{parameter.required === true ? 'Yes' : 'No'}</td>
                <td
                  data-label="Description"
                  className={styles.description}
                  data-empty={hasDescription ? undefined : ''}>
                  {/* In a wrapper, so the cell never ends with a paragraph: the minifier would omit its
                      `</p>` there, which html-validate's parser reads as the next cells nested in it. */}
                  <div className={styles.descriptionBody}>
                    <RichText value={parameter.description} />
                    <SchemaFacts view={{constraints: limits.constraints, example: limits.example}} />
                  </div>
                </td>
                <td data-label="Default" data-empty={defaultValue === undefined ? '' : undefined}>
                  {defaultValue === undefined ? '—' : <code>{defaultValue}</code>}
                </td>
                <td data-label="Allowed values" data-empty={allowed === undefined ? '' : undefined}>
                  {allowed === undefined
                    ? '—'
                    : allowed.map((value, index) => (
                        <React.Fragment key={value}>
                          {index > 0 && ' '}
                          <code>{value}</code>
                        </React.Fragment>
                      ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
