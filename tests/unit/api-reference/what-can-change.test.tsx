/**
 * The reference's "What can change" table, rendered to static HTML as the build does: one row per
 * group of fields, operation links to their anchors, and the link to the owning guide's section.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {ApiTablesContext} from '../../../src/api-reference/theme/ApiReference/context';
import Objects from '../../../src/api-reference/theme/ApiReference/Objects';
import type {ObjectChangesView} from '../../../src/api-reference/view-model/types';

const customer: ObjectChangesView = {
  summary: {
    created: ['Created by ', {href: '/api/#createCustomer', code: 'createCustomer'}, '.'],
    retired: [
      'Archive it with ',
      {href: '/api/#archiveCustomer', code: 'archiveCustomer'},
      '.',
      ' No operation deletes it.',
    ],
    rows: [
      {
        fields: ['name', 'email'],
        atCreation: ['You set it'],
        later: [{href: '/api/#updateCustomer', code: 'updateCustomer'}],
      },
      {fields: ['id'], atCreation: ['Meterstone sets it'], later: ['Never']},
    ],
  },
  guide: '/manage-product-access/provision-customer/#changing-it-later',
};

describe('What can change, in the reference', () => {
  const $ = load(
    renderToStaticMarkup(
      <ApiTablesContext.Provider value={{schemas: {Customer: {type: 'object'}}, responses: {}}}>
        <Objects names={['Customer']} changes={{Customer: customer}} />
      </ApiTablesContext.Provider>,
    ),
  );
  const table = $('#object-Customer').closest('section').find('table[aria-label="What can change on Customer"]');

  it('shows each group of fields with when it is set and what changes it', () => {
    expect(
      table
        .find('thead th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['Fields', 'When created', 'Afterwards']);
    expect(
      table
        .find('tbody tr')
        .map((_, tr) => $(tr).text())
        .get(),
    ).toEqual(['name, emailYou set itupdateCustomer', 'idMeterstone sets itNever']);
    expect(table.find('a[href="/api/#updateCustomer"]').text()).toBe('updateCustomer');
  });

  it('says how the object is created and ended, and links to the alternatives in its guide', () => {
    const text = table.prev('p').text();
    expect(text).toContain('Created by createCustomer. Archive it with archiveCustomer. No operation deletes it.');
    expect(table.prev('p').find('a[href="/manage-product-access/provision-customer/#changing-it-later"]').text()).toBe(
      'What to do instead',
    );
  });
});
