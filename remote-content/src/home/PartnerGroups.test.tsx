import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerGroup } from '@marathon/shared/api';
import { render, type Rendered } from '../test-support/render';
import { PartnerGroups } from './PartnerGroups';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const partner = (id: number, name: string, href: string) => ({ id, name, src: `${name}.svg`, href });

const GROUPS: PartnerGroup[] = [
  {
    id: 1,
    code: 'sponsor',
    label: '赞助商',
    children: [
      partner(1, 'safe', 'https://partner.example'),
      partner(2, 'script', 'javascript:alert(document.cookie)'),
      partner(3, 'data', 'data:text/html,<script>alert(1)</script>'),
      partner(4, 'bare', 'www.partner.example'),
    ],
  },
];

describe('PartnerGroups', () => {
  it('links the safe partner addresses and shows the unsafe ones as a logo without a link', () => {
    view = render(<PartnerGroups groups={GROUPS} />);
    const links = [...view.container.querySelectorAll('[data-testid="partner-link"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://partner.example',
      '//www.partner.example',
    ]);
    expect(view.container.querySelectorAll('img')).toHaveLength(4);
    expect(view.container.innerHTML).not.toMatch(/javascript:|data:text/);
  });
});
