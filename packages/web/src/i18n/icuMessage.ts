/**
 * A small ICU MessageFormat formatter for the app's messages: `{name}`, `{n, number}` (also `integer`, `percent`),
 * `{n, plural, =0 {…} one {# thing} other {# things}}`, `{n, selectordinal, …}` and `{x, select, a {…} other {…}}`,
 * nested, with ICU's apostrophe quoting. Tags such as `<anchor>…</anchor>` stay in the text for react-i18next's
 * <Trans>. Our own rather than intl-messageformat (about 12 KB gzipped on the sign-in screen, decision 67); the
 * locale test checks every message with the formatjs parser and compares this formatter's output with theirs.
 */
type Part =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'number'; name: string; style: string }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; ordinal: boolean; options: Map<string, Part[]> }
  | { kind: 'select'; name: string; options: Map<string, Part[]> };

class Parser {
  private i = 0;
  private readonly src: string;
  constructor(src: string) {
    this.src = src;
  }

  parse(): Part[] {
    const parts = this.message(false);
    if (this.i < this.src.length) throw new SyntaxError(`Unexpected "}" at ${this.i}`);
    return parts;
  }

  private message(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push(text);
      text = '';
    };
    while (this.i < this.src.length) {
      const c = this.src[this.i]!;
      if (c === '}') break;
      if (c === '{') {
        flush();
        parts.push(this.argument());
        continue;
      }
      if (c === '#' && inPlural) {
        flush();
        parts.push({ kind: 'pound' });
        this.i++;
        continue;
      }
      if (c === "'") {
        const next = this.src[this.i + 1];
        if (next === "'") {
          text += "'";
          this.i += 2;
          continue;
        }
        if (next === '{' || next === '}' || (next === '#' && inPlural)) {
          const end = this.src.indexOf("'", this.i + 1);
          const stop = end === -1 ? this.src.length : end;
          text += this.src.slice(this.i + 1, stop).replace(/''/g, "'");
          this.i = stop + 1;
          continue;
        }
      }
      text += c;
      this.i++;
    }
    flush();
    return parts;
  }

  private word(): string {
    this.space();
    const m = /^[^\s{},]+/.exec(this.src.slice(this.i));
    if (!m) throw new SyntaxError(`Expected a name at ${this.i}`);
    this.i += m[0].length;
    this.space();
    return m[0];
  }

  private space(): void {
    while (/\s/.test(this.src[this.i] ?? '')) this.i++;
  }

  private expect(c: string): void {
    this.space();
    if (this.src[this.i] !== c) throw new SyntaxError(`Expected "${c}" at ${this.i}`);
    this.i++;
  }

  private argument(): Part {
    this.expect('{');
    const name = this.word();
    if (this.src[this.i] === '}') {
      this.i++;
      return { kind: 'arg', name };
    }
    this.expect(',');
    const type = this.word();
    if (type === 'number') {
      let style = '';
      if (this.src[this.i] === ',') {
        this.i++;
        style = this.word();
      }
      this.expect('}');
      return { kind: 'number', name, style };
    }
    if (type === 'plural' || type === 'selectordinal' || type === 'select') {
      this.expect(',');
      const options = new Map<string, Part[]>();
      this.space();
      while (this.src[this.i] !== '}') {
        if (this.i >= this.src.length) throw new SyntaxError('Unclosed argument');
        const key = this.word();
        this.expect('{');
        options.set(key, this.message(type !== 'select'));
        this.expect('}');
        this.space();
      }
      this.i++;
      if (!options.has('other')) throw new SyntaxError(`"${name}" has no "other" case`);
      return type === 'select' ? { kind: 'select', name, options } : { kind: 'plural', name, ordinal: type === 'selectordinal', options };
    }
    throw new SyntaxError(`Unknown argument type "${type}"`);
  }
}

export function parseMessage(src: string): Part[] {
  return new Parser(src).parse();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string, style: string): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let f = numberFormats.get(key);
  if (!f) {
    const options: Intl.NumberFormatOptions =
      style === 'percent' ? { style: 'percent' } : style === 'integer' ? { maximumFractionDigits: 0 } : {};
    f = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, f);
  }
  return f;
}

function rules(locale: string, ordinal: boolean): Intl.PluralRules {
  const key = `${locale}|${ordinal}`;
  let r = pluralRules.get(key);
  if (!r) {
    r = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, r);
  }
  return r;
}

export type Values = Record<string, unknown>;

export function formatParts(parts: Part[], locale: string, values: Values, pound?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if (part.kind === 'arg') {
      const v = values[part.name];
      // As intl-messageformat: a plain argument is its text (numbers ungrouped); `{n, number}` and `#` are formatted.
      out += v === undefined || v === null ? `{${part.name}}` : String(v);
    } else if (part.kind === 'number') out += numberFormat(locale, part.style).format(Number(values[part.name]));
    else if (part.kind === 'pound') out += pound === undefined ? '#' : numberFormat(locale, '').format(pound);
    else if (part.kind === 'select') {
      const chosen = part.options.get(String(values[part.name])) ?? part.options.get('other')!;
      out += formatParts(chosen, locale, values, pound);
    } else {
      const n = Number(values[part.name]);
      const chosen = part.options.get(`=${n}`) ?? part.options.get(rules(locale, part.ordinal).select(n)) ?? part.options.get('other')!;
      out += formatParts(chosen, locale, values, n);
    }
  }
  return out;
}
