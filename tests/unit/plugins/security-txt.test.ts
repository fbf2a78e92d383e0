import {describe, expect, it} from 'vitest';
import {expiresAfterBuild, securityTxt, validityDays} from '../../../src/plugins/security-txt/security-txt';

const fields = {
  contact: 'mailto:security@meterstone.com',
  expires: new Date('2027-06-05T12:00:00Z'),
  canonical: 'https://docs.example.com/.well-known/security.txt',
  policy: 'https://docs.example.com/developer-resources/security/principles/#report-a-vulnerability',
  preferredLanguages: ['en'],
};

describe('security.txt (RFC 9116)', () => {
  it('writes the required Contact and Expires fields, and the policy, canonical address and languages', () => {
    expect(securityTxt(fields).split('\n')).toEqual([
      'Contact: mailto:security@meterstone.com',
      'Expires: 2027-06-05T12:00:00Z',
      'Canonical: https://docs.example.com/.well-known/security.txt',
      'Policy: https://docs.example.com/developer-resources/security/principles/#report-a-vulnerability',
      'Preferred-Languages: en',
      '',
    ]);
  });

  it('expires less than a year after the build, to the second', () => {
    const builtAt = new Date('2026-12-07T19:41:49.512Z');
    const expires = expiresAfterBuild(builtAt);
    expect(expires.getUTCMilliseconds()).toBe(0);
    const days = (expires.getTime() - builtAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(validityDays - 1);
    expect(days).toBeLessThan(365);
  });

  it('refuses a contact or URI without a scheme the RFC allows', () => {
    expect(() => securityTxt({...fields, contact: 'security@meterstone.com'})).toThrow(
      /Contact must start with mailto:/,
    );
    expect(() => securityTxt({...fields, policy: 'http://docs.example.com/policy'})).toThrow(
      /Policy must start with https:/,
    );
  });
});
