// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { excerpt } from './content-format.ts';

describe('excerpt', () => {
  it('keeps paragraphs, list items and line breaks apart by one space', () => {
    expect(excerpt('<p>Up to 10,000 coins.</p><p>Applies to your first deposit.</p>')).toBe(
      'Up to 10,000 coins. Applies to your first deposit.',
    );
    expect(excerpt('<ul><li>One</li><li>Two</li></ul>line<br>break<br/>again')).toBe('One Two line break again');
    expect(excerpt('<p>A <strong>bold</strong> word</p>')).toBe('A bold word');
  });

  it('gives text only, never markup, and cuts long text with an ellipsis', () => {
    expect(excerpt('<p>&lt;script&gt; is text here</p><img src="x" onerror="alert(1)">')).toBe('<script> is text here');
    expect(excerpt(`<p>${'a'.repeat(200)}</p>`, 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
