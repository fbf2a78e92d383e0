/**
 * Moves the held-out quarter of each collection of `data/questions/` into `data/questions/held-out/`,
 * keeping each entry's text as it was. Run once after collecting new questions and before anyone writes
 * pages for them: `npx tsx scripts/questions/split-held-out.ts`. Running it again moves nothing.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseDocument, YAMLSeq, type Document} from 'yaml';
import {isHeldOut} from './held-out';

const questionsDir = path.resolve(__dirname, '../../data/questions');
const heldOutDir = path.join(questionsDir, 'held-out');

function itemsOf(document: Document): YAMLSeq {
  const contents = document.contents;
  if (!(contents instanceof YAMLSeq)) {
    throw new Error('a question file is a YAML list');
  }
  return contents;
}

function idOf(item: unknown): string {
  const id = (item as {get?: (key: string) => unknown}).get?.('id');
  if (typeof id !== 'string') {
    throw new Error(`an entry has no id: ${String(item)}`);
  }
  return id;
}

mkdirSync(heldOutDir, {recursive: true});
let moved = 0;
for (const name of readdirSync(questionsDir).filter((file) => file.endsWith('.yaml'))) {
  const source = parseDocument(readFileSync(path.join(questionsDir, name), 'utf8'));
  const target = path.join(heldOutDir, name);
  const held = existsSync(target) ? parseDocument(readFileSync(target, 'utf8')) : parseDocument('[]\n');
  const items = itemsOf(source);
  const heldOut = items.items.filter((item) => isHeldOut(idOf(item)));
  // A collection written again after an earlier split may repeat questions already held out.
  const alreadyHeld = new Set(itemsOf(held).items.map(idOf));
  itemsOf(held).items.push(...heldOut.filter((item) => !alreadyHeld.has(idOf(item))));
  items.items = items.items.filter((item) => !heldOut.includes(item));
  moved += heldOut.length - heldOut.filter((item) => alreadyHeld.has(idOf(item))).length;
  writeFileSync(path.join(questionsDir, name), source.toString({lineWidth: 0}));
  // A new held-out file starts as `[]`, a flow sequence; its entries are written one block each, as in the source.
  itemsOf(held).flow = false;
  for (const item of itemsOf(held).items) {
    (item as {flow?: boolean}).flow = false;
  }
  if (itemsOf(held).items.length > 0) {
    writeFileSync(target, held.toString({lineWidth: 0}));
  }
}
console.info(`moved ${moved} questions to ${path.relative(process.cwd(), heldOutDir)}`);
