/**
 * html-validate rules that look up ids through an index of the document, for the API reference pages:
 * the built-in `valid-for` runs one whole-document `querySelector('#id')` per `<label for>`, and the main
 * API page (3 MB, about 800 labels in its request consoles) took minutes with it. This one checks the
 * same thing (a `for` that names an element which is not a labelable control) with one walk of the
 * document. The built-in rule is off in `html-rules.ts` in its favour.
 */
import {DynamicValue, Rule, type DOMReadyEvent, type HtmlElement, type Plugin} from 'html-validate';

class IndexedValidFor extends Rule {
  override documentation() {
    return {
      description: 'The `<label>` `for` attribute must reference a labelable form control (`valid-for`, indexed).',
      url: 'https://html-validate.org/rules/valid-for.html',
    };
  }

  override setup(): void {
    this.on('dom:ready', ({document}: DOMReadyEvent) => {
      const byId = new Map<string, HtmlElement>();
      const labels: HtmlElement[] = [];
      document.visitDepthFirst((node) => {
        const id = node.id;
        if (id !== null && !byId.has(id)) {
          byId.set(id, node);
        }
        if (node.is('label') && node.hasAttribute('for')) {
          labels.push(node);
        }
      });
      for (const label of labels) {
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

/** The plugin that registers the indexed rules, as `meterstone/<rule>`. */
export const indexedRulesPlugin: Plugin = {
  name: 'meterstone',
  rules: {'meterstone/valid-for': IndexedValidFor},
};
