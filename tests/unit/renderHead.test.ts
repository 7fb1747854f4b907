import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, renderHead } from '../../src/screens/head/renderHead';

describe('head rendering', () => {
  it('inlines JSON that cannot close its script element and still parses back', () => {
    const value = { text: '</script><script>alert(1)</script><!-- \u2028\u2029 >' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes text and attributes', () => {
    expect(escapeHtml('"a" <b> & c')).toBe('&quot;a&quot; &lt;b&gt; &amp; c');
    const head = renderHead({
      title: 'Tom & "Jerry" <3',
      description: 'x',
      canonical: 'https://shop.example/p?a=1&b=2',
      alternates: [{ hreflang: 'de-DE', href: 'https://shop.example/de/p' }],
      jsonLd: [{ '@type': 'Product', name: '</script>' }],
      image: null,
      robots: 'noindex',
    });
    expect(head).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;3</title>');
    expect(head).toContain('href="https://shop.example/p?a=1&amp;b=2"');
    expect(head).toContain('<link rel="alternate" hreflang="de-DE" href="https://shop.example/de/p">');
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('</script></script>');
  });
});
