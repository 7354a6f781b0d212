import clsx from 'clsx';
import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternal } from '../lib/validation/is-external.ts';
import { isSameSitePath } from '../lib/validation/is-same-site-path.ts';

/** The tags rich text may use (the server's allow-list); anything else is reduced to its text. */
const TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'mark',
  'code',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'blockquote',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
/** Reading styles for the allowed tags (no stylesheet of its own: Tailwind variants on the wrapper). */
const PROSE = clsx(
  'space-y-3 leading-relaxed text-fg-muted break-words',
  '[&_a]:font-medium [&_a]:text-gold-300 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-gold-200',
  '[&_strong]:text-fg [&_b]:text-fg [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-fg [&_h3]:font-bold [&_h3]:text-fg',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-gold-400/60 [&_blockquote]:pl-3',
  '[&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2',
);

const DROP_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'noscript']);

/**
 * Renders the HTML of content bodies and letters as React elements, never as innerHTML: the
 * markup is parsed inertly (DOMParser runs no scripts and loads nothing) and rebuilt from an
 * allow-list of tags, with only href/colspan/rowspan/scope kept. The server cleaned it on
 * write already; this is the second lock, so a bad row can still not run code here.
 * Links inside the site go through the router; others open in a new tab.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => {
    const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
    return convertChildren(doc.body, 'r');
  }, [html]);
  return <div className={clsx(PROSE, className)}>{nodes}</div>;
}

function convertChildren(parent: Node, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  parent.childNodes.forEach((child, index) => {
    const converted = convert(child, `${keyPrefix}.${index}`);
    if (converted !== null) out.push(converted);
  });
  return out;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const children = convertChildren(element, key);
  if (tag === 'a') return link(element.getAttribute('href') ?? '', children, key);
  if (!TAGS.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  const props: Record<string, string | number> = { key };
  if (tag === 'td' || tag === 'th') {
    for (const name of ['colspan', 'rowspan'] as const) {
      const value = Number(element.getAttribute(name));
      if (Number.isInteger(value) && value > 1 && value < 50) props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = value;
    }
    const scope = element.getAttribute('scope');
    if (tag === 'th' && (scope === 'col' || scope === 'row')) props.scope = scope;
  }
  // Void elements take no children.
  if (tag === 'br' || tag === 'hr') return createElement(tag, props);
  return createElement(tag, props, ...children);
}

function link(href: string, children: ReactNode[], key: string): ReactNode {
  const target = href.trim();
  if (isSameSitePath(target)) {
    return (
      <Link key={key} to={target}>
        {children}
      </Link>
    );
  }
  if (isExternal(target) && !/\s/.test(target)) {
    return (
      <a key={key} href={target} target={/^https?:/i.test(target) ? '_blank' : undefined} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  // A link we cannot vouch for keeps its words, not its address.
  return <span key={key}>{children}</span>;
}
