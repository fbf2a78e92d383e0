import {describe, expect, it} from 'vitest';
import {repeatedSectionMinBoost} from '../../../src/search/engine/constants';
import {weighRepeatedSections} from '../../../src/search/plugin/repeated-sections';
import {doc, engineOf, refs} from './helpers';

const shared = 'Meterstone connects from fixed IP addresses allow the addresses of your region';
const destinations = ['snowflake', 'bigquery', 's3', 'redshift'];
const documents = [
  doc('/export/', 'Data export', 'Copy billing data to a warehouse.'),
  doc('/export/#network-access', 'Network access', `${shared} and private links for every destination.`),
  ...destinations.map((id) => doc(`/export/${id}/#network-access`, 'Network access', shared)),
  doc(
    '/export/snowflake/#grant-access',
    'Grant access',
    'Create a role, a user and a warehouse with key-pair sign-in.',
  ),
  doc('/export/bigquery/#grant-access', 'Grant access', 'Give the service account two IAM roles on the dataset.'),
  doc('/export/s3/#grant-access', 'Grant access', 'Write a bucket policy for the export principal.'),
  doc('/export/redshift/#grant-access', 'Grant access', 'Create a database user with grants on one schema.'),
];

describe('weighRepeatedSections', () => {
  const weighed = weighRepeatedSections(documents);
  const boostOf = (ref: string) => weighed.find((document) => document.ref === ref)?.boost;

  it('scores down a section its sibling pages repeat word for word', () => {
    expect(boostOf('/export/snowflake/#network-access')).toBe(repeatedSectionMinBoost);
  });

  it('keeps sections whose text is their own, and pages in another folder', () => {
    expect(boostOf('/export/snowflake/#grant-access')).toBeUndefined();
    expect(boostOf('/export/#network-access')).toBeUndefined();
    expect(boostOf('/export/')).toBeUndefined();
  });

  it('leaves groups of fewer than four pages alone', () => {
    expect(weighRepeatedSections(documents.slice(0, 5)).every((document) => document.boost === undefined)).toBe(true);
  });

  it('lets the page that owns the topic come first', () => {
    expect(refs(engineOf(weighed), 'network access')[0]).toBe('/export/#network-access');
  });
});
