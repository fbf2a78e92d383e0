/**
 * Lists what one changed input of the shared example makes stale: `npm run story:impact --
 * rateCard.rates.apiRequests.tiers.0.unitPrice=0.0025` prints the page lines and specification fields to
 * edit by hand, then the figures that change and the pages that follow them (see CONTRIBUTING.md).
 */
import path from 'node:path';
import {formatImpact, storyImpact} from '../tests/content-checks/story-impact';

const assignment = process.argv[2];
if (!assignment) {
  console.error('Usage: npm run story:impact -- <input path>=<value>, such as rateCard.rates.seats.unitPrice=45');
  process.exit(2);
}
console.log(formatImpact(storyImpact(path.resolve(__dirname, '..'), assignment)));
