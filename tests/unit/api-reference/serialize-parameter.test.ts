import {describe, expect, it} from 'vitest';
import {serializeParameter} from '../../../src/api-reference/view-model/serialize-parameter';

describe('serializeParameter', () => {
  it('repeats an array query parameter with the default form style, as explode: true says', () => {
    expect(serializeParameter({name: 'object_types', in: 'query'}, ['invoice', 'contract'])).toEqual([
      {name: 'object_types', value: 'invoice'},
      {name: 'object_types', value: 'contract'},
    ]);
  });

  it('joins an array with the delimiter of its style when explode is false', () => {
    const query = (style: string) => ({name: 'ids', in: 'query' as const, style, explode: false});
    expect(serializeParameter(query('form'), ['a', 'b'])).toEqual([{name: 'ids', value: 'a,b'}]);
    expect(serializeParameter(query('spaceDelimited'), ['a', 'b'])).toEqual([{name: 'ids', value: 'a b'}]);
    expect(serializeParameter(query('pipeDelimited'), ['a', 'b'])).toEqual([{name: 'ids', value: 'a|b'}]);
  });

  it('writes objects as deepObject, exploded form or joined form', () => {
    const value = {min: 1, max: 5};
    expect(serializeParameter({name: 'range', in: 'query', style: 'deepObject', explode: true}, value)).toEqual([
      {name: 'range[min]', value: '1'},
      {name: 'range[max]', value: '5'},
    ]);
    expect(serializeParameter({name: 'range', in: 'query'}, value)).toEqual([
      {name: 'min', value: '1'},
      {name: 'max', value: '5'},
    ]);
    expect(serializeParameter({name: 'range', in: 'query', explode: false}, value)).toEqual([
      {name: 'range', value: 'min,1,max,5'},
    ]);
  });

  it('keeps headers on one line, simple style', () => {
    expect(serializeParameter({name: 'X-Ids', in: 'header'}, ['a', 'b'])).toEqual([{name: 'X-Ids', value: 'a,b'}]);
    expect(serializeParameter({name: 'X-Range', in: 'header', explode: true}, {min: 1})).toEqual([
      {name: 'X-Range', value: 'min=1'},
    ]);
  });

  it('leaves scalars as they are', () => {
    expect(serializeParameter({name: 'limit', in: 'query'}, 25)).toEqual([{name: 'limit', value: '25'}]);
  });
});
