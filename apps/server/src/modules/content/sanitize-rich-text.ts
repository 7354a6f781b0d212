import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich text (content bodies, letters): structure and emphasis, links and
 * simple tables. Everything else is dropped — scripts and styles with their contents, event
 * handlers, style attributes, images and frames (bodies show no images: the CSP allows only
 * the site's own, and item images have their own field). Links keep only http(s), mailto, tel
 * and same-site paths; a link leaving the site opens in a new tab without access to this one.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], th: ['scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^(https?:|mailto:|tel:)/i.test(href);
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external && /^https?:/i.test(href) ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Text for places that show no markup (titles): tags dropped, entities kept as typed. */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
