/**
 * HTML for emails, escaped by construction: `html` escapes every value put into it except another `html`
 * fragment, so a product name, an address or a shop name can never become markup.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Value = SafeHtml | string | number | readonly (SafeHtml | string | number)[] | null | undefined | false;

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v) => render(v as Value)).join('');
  return escapeHtml(String(value));
}

/** A tagged template: `html\`<p>${name}</p>\`` escapes `name`; arrays are joined; null, undefined and false are nothing. */
export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** A link's address for an href: only http(s) addresses, escaped; anything else is refused loudly. */
export function href(url: string): SafeHtml {
  if (!/^https?:\/\//i.test(url)) throw new Error(`refusing a link that is not http(s): ${url}`);
  return new SafeHtml(escapeHtml(url));
}
