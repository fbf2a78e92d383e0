/**
 * After the build, writes `/.well-known/security.txt` (RFC 9116): the security contact, an `Expires` a
 * fixed number of days after the build, and the policy section of the security principles page. Written
 * at build time rather than kept in `static/`, so its expiry moves forward with every deploy.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {brand} from '../../config/brand';
import {expiresAfterBuild, securityTxt} from './security-txt';

export const name = 'meterstone-security-txt';

export const securityTxtPath = '/.well-known/security.txt';

/** The section of the security principles page that says how reports are handled. */
export const disclosurePolicyRoute = '/developer-resources/security/principles/#report-a-vulnerability';

export default function securityTxtPlugin(context: LoadContext): Plugin {
  return {
    name,
    async postBuild({outDir}) {
      const site = `${context.siteConfig.url}${context.baseUrl.replace(/\/$/, '')}`;
      const target = path.join(outDir, securityTxtPath);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(
        target,
        securityTxt({
          contact: brand.securityContact,
          expires: expiresAfterBuild(new Date()),
          canonical: `${site}${securityTxtPath}`,
          policy: `${site}${disclosurePolicyRoute}`,
          preferredLanguages: ['en'],
        }),
      );
    },
  };
}
