/**
 * The listed docs pages as guides the API reference can link to: title, route and source with the
 * example's figures filled in (a sample shows the reader the figures, not `{ex.KEY}`). Node only.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {substituteFigures} from '../../example/figures';
import {docFilePath, listedDocRoutes} from '../../routes/docs-routes';
import {parseFrontMatter} from '../../routes/front-matter';
import type {GuideSource} from './used-in';

export function loadGuides(siteDir: string): GuideSource[] {
  return listedDocRoutes.map((route) => {
    const source = readFileSync(path.join(siteDir, docFilePath(route.id)), 'utf8');
    return {title: parseFrontMatter(source).title ?? route.path, path: route.path, source: substituteFigures(source)};
  });
}
