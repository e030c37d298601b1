import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContentDir, TEST_CLOUD_CONFIG, TEST_SITE_CONFIG } from '../../test-support/test-app';
import { checkContentDir } from './check-content-dir';
import { unsafeLinks } from './link-references';
import { formatProblem } from './problems';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('unsafe links in content files', () => {
  it('names each link the site would refuse, with its JSON path', () => {
    const problems = unsafeLinks('sites/x/index.json', {
      settings: {
        links: { score: 'javascript:alert(1)', picture: 'https://photos.example' },
        footerLinks: [{ label: '报名', href: 'data:text/html,<b>x</b>' }],
      },
      carouselList: [
        { surfacePlotUrl: 'a.png', jumpUrl: '#/home', jumpUrlEn: 'VBScript:msgbox(1)' },
        { surfacePlotUrl: 'b.png', jumpUrl: '' },
      ],
      routes: [{ meta: { externalLink: 'java\tscript:alert(1)' } }],
      partners: [{ href: 'mailto:a@b.example', hrefEn: 'tel:123' }],
      data: { news: [{ id: '1', jumpUrl: 'race-news-2' }] },
    });
    expect(problems.map(formatProblem)).toEqual([
      'sites/x/index.json $.settings.links.score: unsafe link "javascript:alert(1)": only http, https, mailto, tel and relative links are allowed',
      'sites/x/index.json $.settings.footerLinks[0].href: unsafe link "data:text/html,<b>x</b>": only http, https, mailto, tel and relative links are allowed',
      'sites/x/index.json $.carouselList[0].jumpUrlEn: unsafe link "VBScript:msgbox(1)": only http, https, mailto, tel and relative links are allowed',
      'sites/x/index.json $.routes[0].meta.externalLink: unsafe link "java\\tscript:alert(1)": only http, https, mailto, tel and relative links are allowed',
    ]);
  });

  it('fails the content check of a folder with a javascript: link in config.json', () => {
    const dir = makeContentDir();
    dirs.push(dir);
    fs.writeFileSync(
      path.join(dir, 'sites/localhost/config.json'),
      JSON.stringify({
        ...TEST_SITE_CONFIG,
        websiteRegInfo: [{ id: 1, label: '苏ICP备', link: 'javascript:alert(document.cookie)' }],
      }),
    );
    fs.writeFileSync(path.join(dir, 'sites/localhost/index.json'), JSON.stringify(TEST_CLOUD_CONFIG));
    expect(checkContentDir(dir).problems.map(formatProblem)).toEqual([
      'sites/localhost/config.json $.websiteRegInfo[0].link: unsafe link "javascript:alert(document.cookie)": only http, https, mailto, tel and relative links are allowed',
    ]);
  });
});
