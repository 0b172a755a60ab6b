/**
 * A field's `labels`, found as jsdom finds them but without its cost. jsdom answers by walking the whole
 * document and asking every node for its `control`, and a label with `for` walks the document again to
 * find its target: the accessible name of every field a role or label query weighs asks this, and a form
 * page spent a fifth of its test time here. The answer is the same (tests/utils/quick-labels.test.ts holds
 * it to jsdom's); only the lookups change: a label's target by id, the document's labels from its cached
 * list, tag names instead of selector matching.
 */
const FIELD_TAGS = new Set(['button', 'input', 'meter', 'output', 'progress', 'select', 'textarea']);
const FIELDS = ['HTMLButtonElement', 'HTMLInputElement', 'HTMLMeterElement', 'HTMLOutputElement', 'HTMLProgressElement', 'HTMLSelectElement', 'HTMLTextAreaElement'] as const;

const isLabelable = (element: Element): boolean =>
  FIELD_TAGS.has(element.localName) && !(element.localName === 'input' && (element as HTMLInputElement).type === 'hidden');

/** The element a label labels: its `for` target when that is a field, else its first field inside. */
function controlOf(label: HTMLLabelElement): Element | null {
  const forId = label.getAttribute('for');
  if (forId === null) return [...label.getElementsByTagName('*')].find(isLabelable) ?? null;
  if (forId === '') return null;
  // Node types, not `instanceof`: a test may ask of another jsdom window's nodes.
  const root = label.getRootNode();
  const target =
    root.nodeType === Node.DOCUMENT_NODE || root.nodeType === Node.DOCUMENT_FRAGMENT_NODE
      ? (root as Document | DocumentFragment).getElementById(forId)
      : root.nodeType === Node.ELEMENT_NODE
        ? ([root as Element, ...(root as Element).getElementsByTagName('*')].find((e) => e.id === forId) ?? null)
        : null;
  return target && isLabelable(target) ? target : null;
}

function quickLabels(this: HTMLElement): HTMLLabelElement[] | null {
  if (!isLabelable(this)) return null;
  const root = this.getRootNode() as Document | DocumentFragment | Element;
  const inRoot = 'getElementsByTagName' in root ? root.getElementsByTagName('label') : root.querySelectorAll('label');
  const labels = [...(root.nodeName === 'LABEL' ? [root as HTMLLabelElement] : []), ...inRoot];
  return labels.filter((label) => controlOf(label) === this);
}

/** Replaces the `labels` getter of every field type of `window`; answers jsdom's own getters, for the test that compares. */
export function useQuickLabels(window: Window & typeof globalThis): Map<string, PropertyDescriptor> {
  const originals = new Map<string, PropertyDescriptor>();
  for (const name of FIELDS) {
    const prototype = window[name].prototype;
    const original = Object.getOwnPropertyDescriptor(prototype, 'labels');
    if (!original?.get || original.get === quickLabels) continue;
    originals.set(name, original);
    Object.defineProperty(prototype, 'labels', { ...original, get: quickLabels });
  }
  return originals;
}
