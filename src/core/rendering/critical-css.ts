/**
 * The CSS a rendered page needs for its first paint, inlined in its <head>; the full stylesheet
 * moves to the end of <body>, where it no longer holds back the paint of the content above it
 * (issue 25 item 8: on a slow phone the shared stylesheet took longer than the whole page).
 *
 * "Needed" is decided per selector: a rule stays when one of its selectors names only classes
 * found in the page's class attributes and `[name="value"]` attributes found in the page (the
 * theme's palette, the design family). Anything else in a selector (elements, ids, pseudo-classes,
 * :not(…)) keeps it, so the filter may keep too much, never too little for the markup as
 * rendered. Classes that scripts add later (an opened menu) come with the full stylesheet, which
 * holds every rule in the same order: once it has loaded, the cascade is exactly as before.
 */

import { AFTER_LOAD_ATTRIBUTE } from './hydration/after-load-markup';

type CssNode =
  | { kind: 'rule'; text: string; alternatives: Requirement[] }
  | { kind: 'block'; head: string; children: CssNode[] }
  | { kind: 'keep'; text: string };

interface Requirement {
  classes: string[];
  attributes: string[];
}

/** `\:` → `:`, `\31 ` → `1`: a class name as written in the class attribute. */
function unescapeCss(value: string): string {
  return value.replace(/\\([0-9a-fA-F]{1,6}\s?|.)/g, (_match, escaped: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(escaped) ? String.fromCodePoint(Number.parseInt(escaped.trim(), 16)) : escaped,
  );
}

/** Splits at top-level commas (not inside parentheses or brackets). */
function splitSelectors(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '\\') i++;
    else if (ch === '(' || ch === '[') depth++;
    else if (ch === ')' || ch === ']') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/** Drops the arguments of functional pseudo-classes (:not(.x) must not require .x). */
function withoutFunctionArguments(selector: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '\\' && depth === 0) {
      out += ch + (selector[i + 1] ?? '');
      i++;
    } else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

function requirement(selector: string): Requirement {
  const plain = withoutFunctionArguments(selector);
  const classes = [...plain.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => unescapeCss(m[1]));
  const attributes = [...plain.matchAll(/\[\s*([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([\w-]+))\s*\]/g)].map((m) => `${m[1]}="${m[2] ?? m[3] ?? m[4]}"`);
  return { classes, attributes };
}

/** Top-level statements of a stylesheet (comments dropped; strings and nested blocks respected). */
function parse(css: string): CssNode[] {
  let i = 0;
  const commentEnd = (at: number): number => {
    const close = css.indexOf('*/', at + 2);
    return close < 0 ? css.length : close + 2;
  };
  const readBlockBody = (): string => {
    // i is just after '{'; returns the text up to the matching '}' and leaves i after it.
    const start = i;
    let depth = 1;
    while (i < css.length) {
      const ch = css[i];
      if (ch === '"' || ch === "'") {
        i = skipString(i);
        continue;
      }
      if (ch === '/' && css[i + 1] === '*') {
        i = commentEnd(i);
        continue;
      }
      if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) break;
      i++;
    }
    const body = css.slice(start, i);
    i++;
    return body;
  };
  const skipString = (at: number): number => {
    const quote = css[at];
    let j = at + 1;
    while (j < css.length && css[j] !== quote) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  const nodes = (end: number): CssNode[] => {
    const list: CssNode[] = [];
    while (i < end) {
      // The prelude: up to '{' or ';' at this level.
      const start = i;
      while (i < end && css[i] !== '{' && css[i] !== ';' && css[i] !== '}') {
        if (css[i] === '"' || css[i] === "'") i = skipString(i);
        else if (css[i] === '/' && css[i + 1] === '*') i = commentEnd(i);
        else i++;
      }
      const prelude = css
        .slice(start, i)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .trim();
      if (i >= end || css[i] === '}') {
        i++;
        continue;
      }
      if (css[i] === ';') {
        i++;
        if (prelude) list.push({ kind: 'keep', text: `${prelude};` });
        continue;
      }
      i++; // '{'
      if (/^@(media|supports|container|layer)\b/i.test(prelude)) {
        list.push({ kind: 'block', head: prelude, children: parse(readBlockBody()) });
      } else if (prelude.startsWith('@')) {
        list.push({ kind: 'keep', text: `${prelude}{${readBlockBody()}}` });
      } else {
        list.push({ kind: 'rule', text: `${prelude}{${readBlockBody()}}`, alternatives: splitSelectors(prelude).map(requirement) });
      }
    }
    return list;
  };
  return nodes(css.length);
}

/** What the page's markup offers to selectors: its class names and its `name="value"` attributes. */
function pageFacts(html: string): { classes: Set<string>; html: string } {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) classes.add(decodeEntities(name));
  return { classes, html };
}

function decodeEntities(value: string): string {
  return value.includes('&')
    ? value
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
    : value;
}

function used(nodes: CssNode[], facts: { classes: Set<string>; html: string }, attributeSeen: Map<string, boolean>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'keep') out += node.text;
    else if (node.kind === 'block') {
      const inner = used(node.children, facts, attributeSeen);
      if (inner) out += `${node.head}{${inner}}`;
    } else if (
      node.alternatives.some(
        (alternative) =>
          alternative.classes.every((name) => facts.classes.has(name)) &&
          alternative.attributes.every((pair) => {
            let seen = attributeSeen.get(pair);
            if (seen === undefined) {
              seen = facts.html.includes(pair);
              attributeSeen.set(pair, seen);
            }
            return seen;
          }),
      )
    )
      out += node.text;
  }
  return out;
}

export interface CriticalStylesheet {
  usedBy(html: string): string;
}

/** A stylesheet parsed once; `usedBy(html)` is the part of it that the page's markup can use. */
export function criticalStylesheet(css: string): CriticalStylesheet {
  const nodes = parse(css);
  return { usedBy: (html) => used(nodes, pageFacts(html), new Map()) };
}

/**
 * Rules for the first paint only, inlined after the page's used rules and absent from the full
 * stylesheet: on a wedding page the sections below the first one are laid out only when they near
 * the screen. On a slow phone the first layout of the whole page (every font size of every section,
 * each looked up in its fallback face while the web fonts load) held the main thread for 0.3 s of
 * the first second, and the hero picture, already arrived, waited for it (docs/performance.md).
 * The full stylesheet sets them back to `visible` (wedding.css, "Sections"): once it has loaded,
 * every section is drawn as before (full-page screenshots, printing).
 */
export const FIRST_PAINT_RULES = '.w-sections>.w-section~.w-section{content-visibility:auto;contain-intrinsic-size:auto 30rem}';

/** The list of deferred assets that after-load.ts reads (rendered by IslandScripts on guest pages). */
const AFTER_LOAD_LIST = `<script type="application/json" ${AFTER_LOAD_ATTRIBUTE}="">`;

/**
 * Rewrites a rendered page: each `<link rel="stylesheet">` of `sheets` (href → parsed sheet) in its
 * head becomes a `<style>` with the rules the page uses, and the links move to the end of <body>, or
 * leave the page when it lists them for after-load.ts (which adds them once the page has loaded).
 * A page without those links is returned unchanged.
 */
export function inlineCriticalCss(html: string, sheets: ReadonlyMap<string, CriticalStylesheet>): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  const moved: string[] = [];
  for (const [href, sheet] of sheets) {
    const link = `<link rel="stylesheet" href="${href}"/>`;
    if (!head.includes(link)) continue;
    const firstPaint = html.includes('class="w-sections"') ? FIRST_PAINT_RULES : '';
    head = head.replace(link, () => `<style data-critical="">${(sheet.usedBy(html) + firstPaint).replace(/<\/style/gi, '<\\/style')}</style>`);
    moved.push(link);
  }
  if (moved.length === 0) return html;
  const rest = html.slice(headEnd);
  if (rest.includes(AFTER_LOAD_LIST)) return head + rest;
  const bodyEnd = rest.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  return head + rest.slice(0, bodyEnd) + moved.join('') + rest.slice(bodyEnd);
}
