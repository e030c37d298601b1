import { failures } from '../../platform/http/api-failure';

/** The draw's refusals, in both languages: what an organiser reads when a step comes out of turn. */
export const drawRefusals = {
  noSettings: () =>
    failures.notFound(
      '这个项目没有抽签设置（内容中的 season 文件）',
      'This race item has no draw settings (the content’s season file)',
    ),
  noDraw: () =>
    failures.notFound('这个项目还没有提交种子哈希', 'No seed hash has been committed for this race item'),
  committed: () =>
    failures.badRequest(
      '种子哈希已经提交，不能更改',
      'The seed hash is already committed and cannot be changed',
    ),
  notOpen: () => failures.badRequest('报名已经截止', 'Entries are already closed'),
  notClosed: () => failures.badRequest('请先截止报名再抽签', 'Close entries before running the draw'),
  alreadyDrawn: () =>
    failures.badRequest(
      '这个项目已经抽过签，抽签只能进行一次',
      'This race item has already been drawn; the draw runs only once',
    ),
  wrongSeed: () => failures.badRequest('种子与提交的哈希不符', 'The seed does not match the committed hash'),
  revealed: () => failures.badRequest('种子已经公布', 'The seed is already revealed'),
  notDrawn: () => failures.badRequest('还没有抽签', 'The draw has not been run yet'),
  notYours: () =>
    failures.badRequest('这不是您的报名，不能退赛', 'This entry is not yours, so you cannot withdraw it'),
  cannotWithdraw: () =>
    failures.badRequest(
      '这个报名已退赛或已失效，不能再退赛',
      'This entry is already withdrawn or no longer valid',
    ),
};
