/**
 * The test setup's quicker `labels` (tests/quick-labels.ts) must answer what jsdom answers, or role and
 * label queries would find other fields than a browser's accessibility tree: each case is a fresh jsdom
 * window, asked through jsdom's own getter and then through the quicker one.
 */
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { useQuickLabels } from '../quick-labels';

function labelsBothWays(html: string) {
  const { window } = new JSDOM(`<!doctype html><body>${html}</body>`);
  const fields = [...window.document.querySelectorAll('button, input, meter, output, progress, select, textarea')];
  const describeLabels = (labels: NodeListOf<HTMLLabelElement> | HTMLLabelElement[] | null) =>
    labels === null ? null : [...labels].map((l) => l.dataset.name ?? l.textContent);
  const byJsdom = fields.map((f) => describeLabels((f as HTMLInputElement).labels));
  const originals = useQuickLabels(window as unknown as Window & typeof globalThis);
  const quick = fields.map((f) => describeLabels((f as HTMLInputElement).labels));
  return { byJsdom, quick, replaced: originals.size };
}

const CASES: Record<string, string> = {
  'a label for an id, and one around the field': '<label for="a">For</label><label>Around <input id="a"></label>',
  'two labels for one field, in document order': '<label for="b">One</label><input id="b"><label for="b">Two</label>',
  'a label around two fields labels the first only': '<label>Pair <input id="c1"><select id="c2"></select></label>',
  'a label whose for names another field labels that one, not the one inside': '<label for="d2">Else <input id="d1"></label><textarea id="d2"></textarea>',
  'a for naming no element, an empty for, a for naming a div': '<label for="none">None</label><label for="">Empty<input></label><label for="e">Div</label><div id="e"></div><input id="e2">',
  'a duplicated id: the first element holds it': '<label for="f">Dup</label><input id="f" name="first"><input id="f" name="second">',
  'a hidden input has no labels; a button, meter, output and progress do': '<label>H<input type="hidden"></label><label>B<button>x</button></label><label>M<meter></meter></label><label>O<output></output></label><label>P<progress></progress></label><label for="hh">Hidden for</label><input type="HIDDEN" id="hh">',
};

describe('the quicker labels of the test setup answer as jsdom does', () => {
  for (const [name, html] of Object.entries(CASES)) {
    it(name, () => {
      const { byJsdom, quick, replaced } = labelsBothWays(html);
      expect(replaced).toBe(7);
      expect(quick).toEqual(byJsdom);
    });
  }

  it('on generated forms of nested labels, fields and ids', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n; // the high bits: an LCG's low bits repeat quickly
    };
    const tags = ['input', 'select', 'textarea', 'button', 'input type="hidden"', 'div', 'span'];
    const node = (depth: number): string => {
      const kind = next(depth > 2 ? 3 : 4);
      const id = next(3) === 0 ? '' : ` id="i${next(6)}"`;
      if (kind === 3) {
        const forAttr = next(2) === 0 ? '' : ` for="i${next(7)}"`;
        const label = next(1000);
        return `<label data-name="L${label}"${forAttr}>${Array.from({ length: next(3) }, () => node(depth + 1)).join('')}</label>`;
      }
      const tag = tags[next(tags.length)] as string;
      const end = tag.split(' ')[0] as string;
      return end === 'input' ? `<${tag}${id}>` : `<${tag}${id}>${depth < 3 && next(2) ? node(depth + 1) : ''}</${end}>`;
    };
    let labelled = 0;
    for (let form = 0; form < 60; form += 1) {
      const { byJsdom, quick } = labelsBothWays(Array.from({ length: 6 }, () => node(0)).join(''));
      expect(quick).toEqual(byJsdom);
      labelled += byJsdom.filter((labels) => labels?.length).length;
    }
    // The forms must label fields, or the comparison proves nothing.
    expect(labelled).toBeGreaterThan(60);
  });
});
