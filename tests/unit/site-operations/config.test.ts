import {describe, expect, it} from 'vitest';
import {
  noSiteOperations,
  resolveSiteOperations,
  siteOperationsCsp,
  siteOperationsEnvVars,
  siteOperationsOf,
} from '../../../src/site-operations/config';
import {contentSecurityPolicy} from '../../../src/serve/security-headers';

const all = {
  [siteOperationsEnvVars.analyticsId]: 'G-ABC123',
  [siteOperationsEnvVars.tagManagerId]: 'GTM-XYZ9',
  [siteOperationsEnvVars.feedbackUrl]: 'https://feedback.meterstone.com/docs',
};

describe('resolveSiteOperations', () => {
  it('is all off without the variables', () => {
    expect(resolveSiteOperations({})).toEqual(noSiteOperations);
    expect(resolveSiteOperations({[siteOperationsEnvVars.analyticsId]: '  '})).toEqual(noSiteOperations);
  });

  it('reads each variable', () => {
    expect(resolveSiteOperations(all)).toEqual({
      analyticsId: 'G-ABC123',
      tagManagerId: 'GTM-XYZ9',
      feedbackUrl: 'https://feedback.meterstone.com/docs',
    });
  });

  it('fails the build on a malformed value, naming the variable', () => {
    expect(() => resolveSiteOperations({[siteOperationsEnvVars.analyticsId]: 'UA-1'})).toThrow(
      /METERSTONE_ANALYTICS_ID/,
    );
    expect(() => resolveSiteOperations({[siteOperationsEnvVars.tagManagerId]: 'G-1'})).toThrow(
      /METERSTONE_TAG_MANAGER_ID/,
    );
    expect(() => resolveSiteOperations({[siteOperationsEnvVars.feedbackUrl]: 'feedback'})).toThrow(
      /METERSTONE_FEEDBACK_URL/,
    );
  });
});

describe('siteOperationsOf', () => {
  it('reads the operations from customFields, and treats absent or malformed ones as off', () => {
    expect(siteOperationsOf({siteOperations: resolveSiteOperations(all)}).feedbackUrl).toBe(
      'https://feedback.meterstone.com/docs',
    );
    expect(siteOperationsOf(undefined)).toEqual(noSiteOperations);
    expect(siteOperationsOf({siteOperations: {analyticsId: 3}})).toEqual(noSiteOperations);
  });
});

describe('siteOperationsCsp', () => {
  const policy = (env: Record<string, string>) =>
    contentSecurityPolicy({scriptHashes: [], sources: siteOperationsCsp(resolveSiteOperations(env))});

  it('adds nothing when every operation is off: the site calls no third party', () => {
    expect(siteOperationsCsp(noSiteOperations)).toEqual([]);
    expect(policy({})).not.toMatch(/google|https:/);
  });

  it("allows Google's tag, its beacons and images when analytics is on", () => {
    const csp = policy({[siteOperationsEnvVars.analyticsId]: 'G-ABC123'});
    expect(csp).toContain("script-src 'self' https://*.googletagmanager.com");
    expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com/);
    expect(csp).toContain("img-src 'self' data: https://*.google-analytics.com");
  });

  it('allows the tag manager script and its preview frame when it is on', () => {
    const csp = policy({[siteOperationsEnvVars.tagManagerId]: 'GTM-XYZ9'});
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(csp).toContain('frame-src https://www.googletagmanager.com');
  });

  it("allows posting to the feedback endpoint's origin only", () => {
    const csp = policy({[siteOperationsEnvVars.feedbackUrl]: 'https://feedback.meterstone.com/docs'});
    expect(csp).toContain("connect-src 'self' https://feedback.meterstone.com;");
    expect(csp).toContain("script-src 'self';");
  });
});
