/**
 * Navigational questions of issue #42: a reader looking for a page by what it is, not for an answer in
 * it. Each must reach its page (its lead or any of its sections) in the top 3.
 */
import {api, security} from './queries';

export interface NavigationalQuery {
  readonly question: string;
  readonly page: string;
}

const versioning = `${api}/versioning/`;
const principles = `${security}/principles/`;

export const navigationalQueries: readonly NavigationalQuery[] = [
  {question: 'API changelog', page: versioning},
  {question: 'api release notes', page: versioning},
  {question: 'breaking changes to the API', page: versioning},
  {question: 'API versioning and deprecation policy', page: versioning},
  {question: 'deprecation notice period', page: versioning},
  {question: 'security contact', page: principles},
  {question: 'report a security vulnerability', page: principles},
  {question: 'SOC 2 report', page: principles},
  {question: 'status page and uptime', page: `${api}/status-codes/`},
  {question: 'is there an official SDK', page: '/developer-resources/sdks/'},
  {question: 'which SDKs exist', page: '/developer-resources/sdks/'},
];
