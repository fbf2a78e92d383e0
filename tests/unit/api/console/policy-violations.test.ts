import {describe, expect, it} from 'vitest';
import {refusesConnectionTo, watchPolicyViolations} from '../../../../src/api-reference/console/policy-violations';

function violation(effectiveDirective: string, blockedURI: string): Event {
  return Object.assign(new Event('securitypolicyviolation'), {effectiveDirective, blockedURI});
}

const noWait = async () => undefined;

describe('Content-Security-Policy refusals of console requests', () => {
  it('matches a connect-src refusal by the origin of the request', () => {
    const refusal = {effectiveDirective: 'connect-src', blockedURI: 'http://localhost:8080/v1/customers'};
    expect(refusesConnectionTo(refusal, 'http://localhost:8080/v1/customers/42?x=1')).toBe(true);
    expect(refusesConnectionTo(refusal, 'http://localhost:9090/v1/customers')).toBe(false);
    expect(refusesConnectionTo({...refusal, effectiveDirective: 'img-src'}, 'http://localhost:8080/')).toBe(false);
    expect(refusesConnectionTo({...refusal, blockedURI: 'inline'}, 'http://localhost:8080/')).toBe(false);
    expect(refusesConnectionTo(refusal, 'not a url')).toBe(false);
  });

  it('records refusals while it watches, and none after it stops', async () => {
    const target = new EventTarget();
    const watch = watchPolicyViolations(target, noWait);
    expect(await watch.blocked('http://localhost:8080/v1/customers')).toBe(false);
    target.dispatchEvent(violation('connect-src', 'http://localhost:8080/v1/customers'));
    expect(await watch.blocked('http://localhost:8080/v1/customers')).toBe(true);
    watch.stop();

    const later = watchPolicyViolations(target, noWait);
    later.stop();
    target.dispatchEvent(violation('connect-src', 'http://localhost:7070/'));
    expect(await later.blocked('http://localhost:7070/')).toBe(false);
  });
});
