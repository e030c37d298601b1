// Must come first: DOMPurify captures DOM functions as it loads (the helper says why happy-dom needs it).
import '../test-support/happy-dom-dompurify';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

/** Parses sanitized output so assertions read the DOM a page would get, not string details. */
function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('sanitizeHtml removes what could run code', () => {
  it('removes <script> elements and their code', () => {
    const out = sanitizeHtml('<p>Race day</p><script>alert(1)</script><p>after</p>');
    expect(out).toBe('<p>Race day</p><p>after</p>');
  });

  it('removes <script> inside SVG', () => {
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg><p>x</p>')).not.toContain('script');
  });

  it.each([
    ['onerror on an image', '<img src="a.png" onerror="alert(1)">', 'img'],
    ['onclick on a div', '<div onclick="alert(1)">d</div>', 'div'],
    ['onclick on a link', '<a href="https://a.example" onclick="alert(1)">a</a>', 'a'],
    ['onmouseover on a paragraph', '<p onmouseover="alert(1)">p</p>', 'p'],
  ])('removes event handlers (%s)', (_case, html, tag) => {
    const element = render(html).querySelector(tag);
    expect(element).not.toBeNull();
    expect(element?.getAttributeNames().filter((name) => name.startsWith('on'))).toEqual([]);
  });

  it('removes handlers on elements that follow a removed one', () => {
    const out = render(
      '<button onclick="x()">b</button><div onclick="x()">d</div><img src="a.png" onerror="x()">',
    );
    expect(out.querySelector('button')).toBeNull();
    expect(out.querySelector('div')?.hasAttribute('onclick')).toBe(false);
    expect(out.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['JavaScript: in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['javascript: with a leading space', '<a href=" javascript:alert(1)">x</a>'],
    ['data:text/html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['file:', '<a href="file:///etc/passwd">x</a>'],
  ])('removes %s hrefs and keeps the link text', (_case, html) => {
    const link = render(html).querySelector('a');
    expect(link?.textContent).toBe('x');
    expect(link?.hasAttribute('href')).toBe(false);
  });

  it('removes <iframe>, <object> and <embed>', () => {
    const out = render(
      '<iframe src="https://evil.example"></iframe><object data="x.swf"></object><embed src="y.swf"><p>kept</p>',
    );
    expect(out.querySelector('iframe, object, embed')).toBeNull();
    expect(out.querySelector('p')?.textContent).toBe('kept');
  });

  it('removes <style> and its rules', () => {
    const out = sanitizeHtml('<style>body{display:none}</style><p>c</p>');
    expect(out).toBe('<p>c</p>');
  });

  it('removes <form> and its controls', () => {
    const out = render(
      '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form><p>after</p>',
    );
    expect(out.querySelector('form, input, button, textarea, select')).toBeNull();
    expect(out.querySelector('p')?.textContent).toBe('after');
  });
});

describe('sanitizeHtml keeps ordinary content', () => {
  it('keeps headings, paragraphs, lists, https links and images', () => {
    const html =
      '<h2>竞赛规程</h2><p>The <strong>half marathon</strong> starts at <em>7:30</em>.</p>' +
      '<ul><li>21.0975 km</li><li>fun run</li></ul>' +
      '<a href="https://www.yzmarathon.example/news">news</a>' +
      '<img src="https://img.example/route.png" alt="route">';
    const out = render(html);
    expect(out.querySelector('h2')?.textContent).toBe('竞赛规程');
    expect(out.querySelector('p strong')?.textContent).toBe('half marathon');
    expect(out.querySelector('p em')?.textContent).toBe('7:30');
    expect([...out.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual([
      '21.0975 km',
      'fun run',
    ]);
    expect(out.querySelector('a')?.getAttribute('href')).toBe('https://www.yzmarathon.example/news');
    expect(out.querySelector('img')?.getAttribute('src')).toBe('https://img.example/route.png');
    expect(out.querySelector('img')?.getAttribute('alt')).toBe('route');
  });

  it('keeps relative, mailto and tel links', () => {
    const links = render(
      '<a href="/news-notice/race-news">a</a><a href="mailto:run@example.com">b</a><a href="tel:+8651400000000">c</a>',
    ).querySelectorAll('a');
    expect([...links].map((a) => a.getAttribute('href'))).toEqual([
      '/news-notice/race-news',
      'mailto:run@example.com',
      'tel:+8651400000000',
    ]);
  });

  it('keeps tables', () => {
    const out = render('<table><tr><th>Item</th><td>Half</td></tr></table>');
    expect(out.querySelector('table th')?.textContent).toBe('Item');
    expect(out.querySelector('table td')?.textContent).toBe('Half');
  });

  it('answers "" for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('sanitizeHtml hardens links and images', () => {
  it('gives target=_blank links rel="noopener noreferrer"', () => {
    const link = render('<a href="https://a.example" target="_blank">ok</a>').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('replaces a weaker rel on target=_blank links', () => {
    const link = render('<a href="https://a.example" target="_blank" rel="opener">ok</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('gives target=_BLANK (any case) links rel="noopener noreferrer"', () => {
    const link = render('<a href="https://a.example" target="_BLANK">ok</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves links without target=_blank without rel', () => {
    const link = render('<a href="https://a.example">ok</a>').querySelector('a');
    expect(link?.hasAttribute('rel')).toBe(false);
  });

  it('makes every image load lazily', () => {
    const images = render(
      '<p><img src="https://img.example/a.png"></p><img src="/b.png" loading="eager">',
    ).querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('is stable: sanitizing the output again changes nothing', () => {
    const once = sanitizeHtml('<a href="https://a.example" target="_blank">a</a><img src="x.png"><p>t</p>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
