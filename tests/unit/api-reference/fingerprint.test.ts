import {describe, expect, it} from 'vitest';
import {canonicalJson, specFingerprint} from '../../../src/api-reference/view-model/fingerprint';
import {loadFixture} from './fixtures';

describe('specFingerprint', () => {
  it('ignores the order of object keys', () => {
    expect(specFingerprint({a: 1, b: {c: [1, 2], d: null}})).toBe(specFingerprint({b: {d: null, c: [1, 2]}, a: 1}));
  });

  it('changes when a value, a key or the order of a list changes', () => {
    const base = specFingerprint({paths: {'/customers': {get: {summary: 'List customers'}}}});
    expect(specFingerprint({paths: {'/customers': {get: {summary: 'List all customers'}}}})).not.toBe(base);
    expect(specFingerprint({paths: {'/customer': {get: {summary: 'List customers'}}}})).not.toBe(base);
    expect(specFingerprint([1, 2])).not.toBe(specFingerprint([2, 1]));
  });

  it('is the same for a YAML document and its JSON publication', () => {
    const document = loadFixture('constructs.yaml');
    const published = JSON.parse(JSON.stringify(document)) as unknown;
    expect(specFingerprint(published)).toBe(specFingerprint(document));
  });

  it('writes canonical JSON with sorted keys and no undefined members', () => {
    expect(canonicalJson({b: 1, a: [true, 'x'], c: undefined})).toBe('{"a":[true,"x"],"b":1}');
  });
});
