import { MEMBER_CENTRE } from '@marathon/shared/url';
import type { ViewName, ViewProps } from '@marathon/shared/contracts';
import type { SiteRoute } from '@marathon/shared/site-routes';

type SignupView = ViewName<'signup'>;

/** One page of the sign-up remote: its module with that module's props (a pair the table allows). */
type RouteOf<M extends SignupView> = SiteRoute & { module: M; props: ViewProps<'signup', M> };
export type StandaloneRoute = { [M in SignupView]: RouteOf<M> }[SignupView];

const route = <M extends SignupView>(
  path: string,
  name: string,
  title: string,
  titleEn: string,
  module: M,
  props: ViewProps<'signup', M>,
): RouteOf<M> => ({
  path,
  name,
  meta: { title, titleEn, hidden: true },
  activeMenu: path,
  module,
  props,
});

/**
 * Stand-alone routes: outside the root layout (no menu), each one page of the sign-up remote.
 * Listed as site routes too, so the corner badge names them.
 */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  route('/direct', 'direct', '直通报名', 'Direct entry', './SignupPage', { kind: 'direct' }),
  route('/post', 'post', '大众报名', 'General registration', './SignupPage', { kind: 'post' }),
  route('/confirm', 'confirm', '确认报名信息', 'Confirm your entry', './ConfirmPage', {}),
  route('/upload', 'upload', '参赛资格申请材料', 'Qualification documents', './UploadPage', {}),
  route('/i18NDemos', 'i18NDemos', '表单组件中英文示例', 'Form fields in both languages', './FieldDemos', {}),
];

/** The member centre's own page under the site origin (MEMBER_CENTRE_PATH). */
export const MEMBER_CENTRE_ROUTE: StandaloneRoute = route(
  MEMBER_CENTRE.route,
  'my-index',
  '个人中心',
  'Personal centre',
  './MemberCentre',
  {},
);
export const MEMBER_SITE_PATH = `/${MEMBER_CENTRE.page}`;
