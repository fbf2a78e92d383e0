/**
 * What can change on each object (issue #29): the derivation from a specification, its presentation,
 * the guides' `<ChangingItLater>` markers, and the check that fails when a specification gains an
 * update operation or field that the notes and guides do not reflect.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Root} from 'mdast';
import {describe, expect, it} from 'vitest';
import {deriveLifecycles} from '../../../src/api-reference/lifecycle/derive';
import {lifecycleNotes} from '../../../src/api-reference/lifecycle/notes';
import {summarise} from '../../../src/api-reference/lifecycle/present';
import {createOnlyFields, objectChanges} from '../../../src/api-reference/lifecycle/resolve';
import {expandChangingItLater} from '../../../src/api-reference/lifecycle/remark-changing-it-later';
import {objectChangesViews} from '../../../src/api-reference/lifecycle/views';
import {loadApiSpecs} from '../../../src/api-reference/spec/load-specs';
import type {OpenApiDocument} from '../../../src/api-reference/spec/document';
import type {ObjectLifecycle} from '../../../src/api-reference/lifecycle/types';
import {lifecycleProblems, type SpecDocument} from '../../content-checks/lifecycle-coverage';

const siteDir = path.resolve(import.meta.dirname, '../../..');
const specs = await loadApiSpecs(siteDir);
const realSpecs: SpecDocument[] = specs.map((spec) => ({specId: spec.entry.id, document: spec.bundled}));
const readGuide = (guide: string): string | undefined => {
  try {
    return readFileSync(path.join(siteDir, 'docs', `${guide}.mdx`), 'utf8');
  } catch {
    return undefined;
  }
};

const json = (schema: object) => ({content: {'application/json': {schema}}});
const ref = (name: string) => ({$ref: `#/components/schemas/${name}`});
const idParam = (name: string) => ({name, in: 'path', required: true, schema: {type: 'string'}});

/** A small specification with every kind of change the derivation knows. */
const fixture: OpenApiDocument = {
  openapi: '3.1.0',
  info: {title: 'Fixture', version: '1'},
  paths: {
    '/widgets': {
      post: {operationId: 'createWidget', requestBody: json(ref('WidgetInput')), responses: {201: json(ref('Widget'))}},
      get: {operationId: 'listWidgets', responses: {200: json(ref('WidgetList'))}},
    },
    '/widgets/{widget_id}': {
      parameters: [idParam('widget_id')],
      patch: {
        operationId: 'updateWidget',
        requestBody: json(ref('WidgetUpdate')),
        responses: {200: json(ref('Widget'))},
      },
      delete: {operationId: 'deleteWidget', responses: {200: json(ref('Widget'))}},
    },
    '/widgets/{widget_id}/archive': {
      parameters: [idParam('widget_id')],
      post: {operationId: 'archiveWidget', responses: {200: json(ref('Widget'))}},
    },
    '/widgets/{widget_id}/regenerate': {
      parameters: [idParam('widget_id')],
      post: {operationId: 'regenerateWidget', responses: {201: json(ref('Widget'))}},
    },
    '/widgets/{widget_id}/labels': {
      parameters: [idParam('widget_id')],
      post: {
        operationId: 'addLabel',
        requestBody: json({type: 'object', properties: {label: {type: 'string'}}}),
        responses: {200: json(ref('Widget'))},
      },
    },
    '/widgets/{widget_id}/edits': {
      parameters: [idParam('widget_id')],
      post: {
        operationId: 'createWidgetEdit',
        requestBody: json(ref('WidgetEditRequest')),
        responses: {201: json(ref('WidgetEdit'))},
      },
    },
    '/tags/set': {
      post: {operationId: 'setTags', requestBody: json(ref('SetTags')), responses: {200: json(ref('TagValues'))}},
    },
  },
  components: {
    schemas: {
      Part: {type: 'object', properties: {id: {type: 'string'}, size: {type: 'integer'}, color: {type: 'string'}}},
      PartUpdate: {type: 'object', properties: {id: {type: 'string'}, size: {type: 'integer'}}},
      PartInput: {type: 'object', properties: {size: {type: 'integer'}, color: {type: 'string'}}},
      Widget: {
        type: 'object',
        properties: {
          id: {type: 'string', readOnly: true},
          name: {type: 'string'},
          shape: {type: 'string'},
          labels: {type: 'array', items: {type: 'string'}},
          parts: {type: 'array', items: ref('Part')},
          tags: {type: 'object'},
          created_at: {type: 'string'},
        },
      },
      WidgetInput: {type: 'object', properties: {name: {type: 'string'}, shape: {type: 'string'}}},
      WidgetUpdate: {type: 'object', properties: {name: {type: 'string'}}},
      WidgetList: {
        type: 'object',
        properties: {data: {type: 'array', items: ref('Widget')}, next_page: {type: 'string'}},
      },
      WidgetEditRequest: {
        type: 'object',
        properties: {
          add_parts: {type: 'array', items: ref('PartInput')},
          update_parts: {type: 'array', items: ref('PartUpdate')},
          archive_parts: {type: 'array', items: {type: 'object', properties: {id: {type: 'string'}}}},
        },
      },
      WidgetEdit: {type: 'object', properties: {id: {type: 'string'}, add_parts: {type: 'array', items: ref('Part')}}},
      SetTags: {
        type: 'object',
        properties: {
          entity_type: {type: 'string', enum: ['widget']},
          entity_id: {type: 'string'},
          tags: {type: 'object'},
        },
      },
      TagValues: {
        type: 'object',
        properties: {entity_type: {type: 'string'}, entity_id: {type: 'string'}, tags: {type: 'object'}},
      },
    },
  },
};

const byName = (lifecycles: ObjectLifecycle[], name: string): ObjectLifecycle => {
  const found = lifecycles.find((lifecycle) => lifecycle.name === name);
  if (found === undefined) {
    throw new Error(`no lifecycle for ${name}`);
  }
  return found;
};
const changers = (lifecycle: ObjectLifecycle, field: string): string[] =>
  lifecycle.fields
    .find((candidate) => candidate.name === field)!
    .changedBy.map((ref) => (ref.part === undefined ? ref.operationId : `${ref.operationId}:${ref.part}`));

describe('deriveLifecycles on a fixture', () => {
  const lifecycles = deriveLifecycles(fixture);
  const widget = byName(lifecycles, 'Widget');

  it('finds the returned objects and the parts an edit adds, not request or list schemas', () => {
    expect(lifecycles.map((lifecycle) => lifecycle.name)).toEqual(['Part', 'Widget', 'WidgetEdit']);
  });

  it('reads creation, body updates, path updates and custom setters', () => {
    expect(widget.createdBy).toEqual([{operationId: 'createWidget'}]);
    expect(widget.fields.filter((field) => field.atCreation).map((field) => field.name)).toEqual(['name', 'shape']);
    expect(changers(widget, 'name')).toEqual(['updateWidget']);
    expect(changers(widget, 'shape')).toEqual([]);
    expect(changers(widget, 'labels')).toEqual(['addLabel']);
    expect(changers(widget, 'tags')).toEqual(['setTags']);
    expect(changers(widget, 'parts')).toEqual([
      'createWidgetEdit:add_parts',
      'createWidgetEdit:update_parts',
      'createWidgetEdit:archive_parts',
    ]);
  });

  it('reads archive, delete and replacement operations', () => {
    expect(widget.retiredBy).toEqual([
      {kind: 'delete', operation: {operationId: 'deleteWidget'}},
      {kind: 'archive', operation: {operationId: 'archiveWidget'}},
      // A replacement made from the object (a regenerated invoice) is not how such objects are created.
      {kind: 'regenerate', operation: {operationId: 'regenerateWidget'}},
    ]);
  });

  it("reads an edit's add, update and archive parts for the objects inside", () => {
    const part = byName(lifecycles, 'Part');
    expect(part.createdBy).toEqual([{operationId: 'createWidgetEdit', part: 'add_parts'}]);
    expect(changers(part, 'size')).toEqual(['createWidgetEdit:update_parts']);
    expect(changers(part, 'color')).toEqual([]);
    expect(part.retiredBy).toEqual([
      {kind: 'archive', operation: {operationId: 'createWidgetEdit', part: 'archive_parts'}},
    ]);
  });
});

describe('summaries', () => {
  it('group fields by how they change, changeable first, and say what ends the object', () => {
    const [widget] = objectChanges('v1', fixture, {}).filter((changes) => changes.name === 'Widget');
    const summary = summarise(widget!);
    expect(summary.rows.map((row) => [row.fields, row.atCreation, row.later.length > 0])).toEqual([
      [['name'], ['You set it'], true],
      [['labels'], ['Meterstone sets it'], true],
      [['parts'], ['Meterstone sets it'], true],
      [['tags'], ['Meterstone sets it'], true],
      [['shape'], ['You set it'], true],
      [['id', 'created_at'], ['Meterstone sets it'], true],
    ]);
    expect(summary.rows.at(-1)!.later).toEqual(['Never']);
    expect(summary.retired).toContainEqual({href: '/api/#archiveWidget', code: 'archiveWidget'});
  });
});

describe('the real specifications', () => {
  const changes = new Map(realSpecs.map(({specId, document}) => [specId, objectChanges(specId, document)]));
  const find = (specId: string, name: string) => changes.get(specId)!.find((object) => object.name === name)!;
  const changedBy = (specId: string, name: string, field: string) =>
    find(specId, name)
      .fields.find((candidate) => candidate.name === field)!
      .changedBy.map((ref) => ref.operationId);

  it('say what changes a customer, a webhook endpoint and a v2 commit', () => {
    expect(changedBy('v1', 'Customer', 'name')).toEqual(['updateCustomer']);
    expect(changedBy('v1', 'Customer', 'ingest_aliases')).toEqual(['addIngestAlias', 'removeIngestAlias']);
    expect(find('v1', 'Customer').retiredBy.map((retire) => retire.kind)).toEqual(['archive']);
    expect(find('v1', 'WebhookEndpoint').retiredBy.map((retire) => retire.kind)).toEqual(['delete']);
    expect(changedBy('v2', 'Commit', 'amount')).toEqual(['createContractEdit']);
    expect(createOnlyFields(find('v1', 'RateCard'))).toEqual(['name', 'currency', 'pricing_unit_id']);
  });

  it('give every page object a view with its owning guide', () => {
    const views = objectChangesViews('v1', realSpecs[0]!.document);
    expect(views.Customer?.guide).toBe('/manage-product-access/provision-customer/#changing-it-later');
  });

  it('are reflected by the notes and every owning guide', () => {
    expect(lifecycleProblems(realSpecs, lifecycleNotes, readGuide)).toEqual([]);
  });
});

describe('a specification change that the pages do not reflect fails the check', () => {
  const withV1 = (change: (document: OpenApiDocument) => void): SpecDocument[] =>
    realSpecs.map((spec) => {
      if (spec.specId !== 'v1') {
        return spec;
      }
      const document = structuredClone(spec.document);
      change(document);
      return {specId: 'v1', document};
    });

  it('a new PATCH that changes a field the notes say cannot change', () => {
    const planted = withV1((document) => {
      const paths = document.paths as Record<string, Record<string, unknown>>;
      paths['/v1/rate-cards/{rate_card_id}']!.patch = {
        operationId: 'updateRateCard',
        requestBody: json({type: 'object', properties: {name: {type: 'string'}}}),
        responses: {200: json(ref('RateCard'))},
      };
    });
    expect(lifecycleProblems(planted, lifecycleNotes, readGuide)).toEqual([
      expect.stringMatching(
        /^v1:RateCard\.name has an alternative in its note but is not a field set only at creation/,
      ),
    ]);
  });

  it('a new field set at creation without an alternative', () => {
    const planted = withV1((document) => {
      const schemas = (document.components as {schemas: Record<string, {properties: Record<string, unknown>}>}).schemas;
      schemas.RateCard!.properties.region = {type: 'string'};
      schemas.CreateRateCardRequest!.properties.region = {type: 'string'};
    });
    expect(lifecycleProblems(planted, lifecycleNotes, readGuide)).toEqual([
      'v1:RateCard.region is set only at creation: add what to do instead to its note',
    ]);
  });

  it('a new object without a note, and a guide without its marker', () => {
    const planted = withV1((document) => {
      const paths = document.paths as Record<string, unknown>;
      paths['/v1/regions'] = {
        post: {operationId: 'createRegion', responses: {201: json(ref('Region'))}},
      };
      const schemas = (document.components as {schemas: Record<string, unknown>}).schemas;
      schemas.Region = {type: 'object', properties: {id: {type: 'string'}}};
    });
    expect(lifecycleProblems(planted, lifecycleNotes, readGuide)).toEqual([
      expect.stringMatching(/^v1:Region: no note/),
    ]);
    const noMarker = (guide: string) =>
      guide === 'manage-product-access/provision-customer'
        ? '# Customers\n\n## Changing it later\n\nProse.\n'
        : readGuide(guide);
    expect(lifecycleProblems(realSpecs, lifecycleNotes, noMarker)).toEqual([
      expect.stringMatching(
        /^v1:Customer: the "Changing it later" section .* has no <ChangingItLater object="Customer" \/>/,
      ),
    ]);
  });
});

describe('the <ChangingItLater> marker', () => {
  const objects = new Map([['v1', objectChanges('v1', fixture, {})]]);
  const marker = (attributes: Array<[string, string]>) => ({
    type: 'mdxJsxFlowElement',
    name: 'ChangingItLater',
    attributes: attributes.map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
    children: [],
  });

  it('becomes a sentence and a table when alone on the page', () => {
    const tree = {type: 'root', children: [marker([['object', 'Widget']])]} as unknown as Root;
    expandChangingItLater(tree, objects, 'page.mdx');
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'table']);
  });

  it('opens with the name of its object when a page has several', () => {
    const tree = {
      type: 'root',
      children: [marker([['object', 'Widget']]), marker([['object', 'Part']])],
    } as unknown as Root;
    expandChangingItLater(tree, objects, 'page.mdx');
    expect(tree.children.map((node) => node.type)).toEqual([
      'paragraph',
      'paragraph',
      'table',
      'paragraph',
      'paragraph',
      'table',
    ]);
    expect(tree.children.filter((node) => node.type === 'heading')).toEqual([]);
  });

  it('fails naming the file for an object that does not exist', () => {
    const tree = {type: 'root', children: [marker([['object', 'Gadget']])]} as unknown as Root;
    expect(() => expandChangingItLater(tree, objects, 'page.mdx')).toThrow(
      'page.mdx: <ChangingItLater> names v1:Gadget, which is not an object of that specification',
    );
  });
});
