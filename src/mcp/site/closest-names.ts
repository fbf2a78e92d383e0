/** The names closest to one an agent got wrong, to say "did you mean" in an error. Pure. */

/** Edit distance (insertions, deletions, substitutions), case-insensitive. */
function distance(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  let previous = Array.from({length: right.length + 1}, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[right.length]!;
}

/** Up to `count` names, those containing the wanted text first, then by edit distance. */
export function closestNames(wanted: string, names: readonly string[], count = 5): string[] {
  const needle = wanted.toLowerCase().slice(0, 100);
  const score = (name: string) => (name.toLowerCase().includes(needle) ? -1 : distance(needle, name.slice(0, 100)));
  return [...new Set(names)]
    .map((name) => ({name, score: score(name)}))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({name}) => name);
}
