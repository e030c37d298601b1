import {
  API_CODE,
  contentRefusedSchema,
  type ContentConflict,
  type ContentProblemInfo,
} from '@marathon/shared/api';
import { ApiFailure, bilingual } from '../../../platform/http/api-failure';

const CONFLICT = 409;

/** A save on a stale base: the item as it stands and the caller's value come back, so nothing is lost. */
export function itemConflict(conflict: ContentConflict): ApiFailure {
  const who = conflict.current.by;
  return new ApiFailure(
    CONFLICT,
    bilingual(
      `内容项 ${conflict.pointer} 在您打开后已被${who ? ` ${who} ` : ''}修改，请比较后再保存`,
      `The item ${conflict.pointer} was changed${who ? ` by ${who}` : ''} since you opened it: compare, then save again`,
    ),
    conflict,
  );
}

/** A change handled by someone else meanwhile (submitted, approved, rejected). */
export function changeMoved(id: number, status: string): ApiFailure {
  return new ApiFailure(
    CONFLICT,
    bilingual(`修改 #${id} 的状态已变为 ${status}，请刷新`, `Change #${id} is now ${status}: reload it`),
  );
}

/** The file a step would publish fails its checks: nothing is published, the problems say where. */
export function fileRefused(problems: ContentProblemInfo[]): ApiFailure {
  const first = problems[0];
  const where = first ? `${first.path}: ${first.message}` : '';
  return new ApiFailure(
    API_CODE.badRequest,
    bilingual(
      `文件有 ${problems.length} 处问题，未发布（${where}）`,
      `The file has ${problems.length} problem(s) and was not published (${where})`,
    ),
    // The shape the shared contract documents for this 400's data.
    contentRefusedSchema.parse({ problems }),
  );
}

export const refusals = {
  notAnItem: (pointer: string) =>
    new ApiFailure(
      API_CODE.badRequest,
      bilingual(
        `${pointer} 不是该文件的可编辑内容项（应为 /<键> 或 /data/<编号>）`,
        `${pointer} is not an item of this file (use /<key>, or /data/<id> in index.json)`,
      ),
    ),
  noSuchSite: (site: string) =>
    new ApiFailure(
      API_CODE.notFound,
      bilingual(`没有站点 ${site} 的内容`, `There is no content for the site ${site}`),
    ),
  noSuchRevision: (id: number) =>
    new ApiFailure(API_CODE.notFound, bilingual(`没有修订 #${id}`, `There is no revision #${id}`)),
  otherFile: (id: number) =>
    new ApiFailure(
      API_CODE.badRequest,
      bilingual(`修订 #${id} 不属于该文件`, `Revision #${id} is not of this file`),
    ),
  ownChange: () =>
    new ApiFailure(
      API_CODE.forbidden,
      bilingual(
        '该站点的修改需由另一位工作人员审核：您编辑过这项修改，不能自己发布',
        'This site requires review by another member: you edited this change, so you cannot publish it',
      ),
    ),
  notSubmitted: (id: number) =>
    new ApiFailure(
      CONFLICT,
      bilingual(
        `修改 #${id} 尚未提交审核，请先提交`,
        `Change #${id} has not been submitted for review: submit it first`,
      ),
    ),
  notPublished: (id: number) =>
    new ApiFailure(
      API_CODE.badRequest,
      bilingual(
        `修订 #${id} 从未发布过，不能回滚到它`,
        `Revision #${id} was never published: it cannot be restored`,
      ),
    ),
  alreadyPublished: (id: number) =>
    new ApiFailure(
      CONFLICT,
      bilingual(`修订 #${id} 就是当前发布的版本`, `Revision #${id} is the published version already`),
    ),
};
