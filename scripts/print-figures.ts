/**
 * Prints every key of the shared example's figures with what it shows, for authors: `npm run figures`
 * (add a filter: `npm run figures -- topUp`). Variants (`.api`, `.plain`, `.cents`, `.credits`, `.raw`,
 * `.iso`, `.day`, `.month`, `.time`) are listed once, under the key they belong to.
 */
import {figureTable} from '../src/example/figures';

const variant = /\.(api|plain|cents|credits|raw|iso|day|month|time)$/;
const filter = process.argv[2] ?? '';
const table = figureTable();
for (const [key, figure] of table) {
  if (variant.test(key) || !key.includes(filter)) {
    continue;
  }
  const variants = [...table.keys()]
    .filter((candidate) => candidate.startsWith(`${key}.`) && variant.test(candidate.slice(key.length)))
    .map((candidate) => `${candidate.slice(key.length)}=${table.get(candidate)!.text}`);
  console.log(`{ex.${key}}  ${figure.text}${variants.length > 0 ? `   (${variants.join('  ')})` : ''}`);
}
