/**
 * html-validate rules that look up ids through an index of the document, for the API reference pages.
 * The built-in `valid-for` and `unique-landmark` run one whole-document `querySelector('#id')` per
 * `<label for>` and per landmark named by `aria-labelledby`; the main API page (3 MB, about 800 labels
 * in its request consoles and 160 labelled sections) took minutes with them. These check the same
 * things with one walk of the document each. The built-in rules are off in `html-rules.ts` in their favour.
 */
import {DynamicValue, Rule, type DOMReadyEvent, type DOMTree, type HtmlElement, type Plugin} from 'html-validate';

/** The first element with each id, in document order (what `querySelector('#id')` returns). */
function elementsById(document: DOMTree): Map<string, HtmlElement> {
  const byId = new Map<string, HtmlElement>();
  document.visitDepthFirst((node) => {
    const id = node.id;
    if (id !== null && !byId.has(id)) {
      byId.set(id, node);
    }
  });
  return byId;
}

/** Every element `select` accepts, in document order. */
function elementsWhere(document: DOMTree, select: (node: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  document.visitDepthFirst((node) => {
    if (select(node)) {
      found.push(node);
    }
  });
  return found;
}

/** `valid-for`: a label's `for` must not name an element that is not a labelable form control. */
class IndexedValidFor extends Rule {
  override documentation() {
    return {
      description: 'The `<label>` `for` attribute must reference a labelable form control (`valid-for`, indexed).',
      url: 'https://html-validate.org/rules/valid-for.html',
    };
  }

  override setup(): void {
    this.on('dom:ready', ({document}: DOMReadyEvent) => {
      const byId = elementsById(document);
      for (const label of elementsWhere(document, (node) => node.is('label') && node.hasAttribute('for'))) {
        const attribute = label.getAttribute('for');
        if (attribute === null || attribute.value instanceof DynamicValue || !attribute.value) {
          continue;
        }
        const target = byId.get(attribute.value);
        if (target !== undefined && target.meta !== null && !target.meta.labelable) {
          this.report({
            node: label,
            message: '<label> "for" attribute must reference a labelable form control',
            location: attribute.valueLocation,
          });
        }
      }
    });
  }
}

const landmarkRoles = ['complementary', 'contentinfo', 'form', 'banner', 'main', 'navigation', 'region'];
const landmarkTags = ['aside', 'footer', 'form', 'header', 'main', 'nav', 'section'];

/**
 * `unique-landmark`: landmarks of one role need distinct, non-empty names (`aria-label`, or the text of
 * what `aria-labelledby` names). As the built-in rule, an unnamed `<form>` or `<section>` is no landmark.
 */
class IndexedUniqueLandmark extends Rule {
  override documentation() {
    return {
      description: 'Landmarks of one role must have unique names (`unique-landmark`, indexed).',
      url: 'https://html-validate.org/rules/unique-landmark.html',
    };
  }

  override setup(): void {
    this.on('dom:ready', ({document}: DOMReadyEvent) => {
      const byId = elementsById(document);
      const nameOf = (node: HtmlElement): string | DynamicValue | null => {
        const label = node.getAttribute('aria-label');
        if (label?.value) {
          return label.value;
        }
        const reference = node.getAttribute('aria-labelledby')?.value;
        if (!reference || reference instanceof DynamicValue) {
          return reference ?? null;
        }
        return byId.get(reference)?.textContent ?? `#${reference}`;
      };
      const landmarks = elementsWhere(document, (node) => {
        const role = node.role;
        const candidate =
          landmarkTags.includes(node.tagName) || landmarkRoles.includes(String(node.getAttribute('role')?.value));
        return candidate && typeof role === 'string' && landmarkRoles.includes(role);
      });
      const byRole = new Map<string, HtmlElement[]>();
      for (const node of landmarks) {
        const role = node.role as string;
        byRole.set(role, [...(byRole.get(role) ?? []), node]);
      }
      for (const nodes of byRole.values()) {
        if (nodes.length < 2) {
          continue;
        }
        const entries = nodes.map((node) => ({node, name: nameOf(node)}));
        for (const {node, name} of entries) {
          const unnamedSectionOrForm = name === null && (node.is('form') || node.is('section'));
          if (unnamedSectionOrForm || name instanceof DynamicValue) {
            continue;
          }
          if (!name || entries.filter((entry) => entry.name === name).length > 1) {
            this.report({
              node,
              message: 'Landmarks must have a non-empty and unique accessible name (aria-label or aria-labelledby)',
            });
          }
        }
      }
    });
  }
}

/** The plugin that registers the indexed rules, as `meterstone/<rule>`. */
export const indexedRulesPlugin: Plugin = {
  name: 'meterstone',
  rules: {'meterstone/valid-for': IndexedValidFor, 'meterstone/unique-landmark': IndexedUniqueLandmark},
};
