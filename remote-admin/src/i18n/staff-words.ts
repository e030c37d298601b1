import type { StaffPermission, StaffRole } from '@marathon/shared/api';

const roles = {
  zh: {
    administrator: '管理员',
    editor: '内容编辑',
    reviewer: '报名审核员',
    'results-officer': '成绩专员',
    volunteer: '志愿者',
    viewer: '只读查看',
  },
  en: {
    administrator: 'Administrator',
    editor: 'Content editor',
    reviewer: 'Application reviewer',
    'results-officer': 'Results officer',
    volunteer: 'Volunteer',
    viewer: 'Viewer',
  },
} satisfies Record<'zh' | 'en', Record<StaffRole, string>>;

const permissions = {
  zh: {
    'applications.read': '查看报名资料',
    'applications.review': '审核报名',
    'documents.read': '查看上传的证明材料',
    'results.import': '导入成绩',
    'staff.manage': '管理工作人员',
    'audit.read': '查看操作记录',
    'content.edit': '编辑网站内容',
    'content.publish': '审核并发布网站内容',
    'pickup.record': '登记领物',
    'season.manage': '管理赛季（抽签、候补、号码）',
    'payments.manage': '处理退款与对账',
    'pickup.manage': '管理领物台链接',
    'messages.send': '向报名者发送消息',
    'timing.manage': '管理计时密钥与数据接收',
    'dashboard.read': '查看赛事概览',
  },
  en: {
    'applications.read': 'Read applications',
    'applications.review': 'Review applications',
    'documents.read': 'Open uploaded documents',
    'results.import': 'Import results',
    'staff.manage': 'Manage staff',
    'audit.read': 'Read the audit trail',
    'content.edit': 'Edit the site’s content',
    'content.publish': 'Review and publish the site’s content',
    'pickup.record': 'Record kit pickups',
    'season.manage': 'Run the season (draws, waitlist, bibs)',
    'payments.manage': 'Refund and reconcile payments',
    'pickup.manage': 'Manage pickup-desk links',
    'messages.send': 'Send messages to registrants',
    'timing.manage': 'Manage timing keys and the feed',
    'dashboard.read': 'Read the edition’s overview',
  },
} satisfies Record<'zh' | 'en', Record<StaffPermission, string>>;

/** The names of the staff roles and permissions of @marathon/shared/api, in both languages. */
export const staffWords = {
  zh: { role: roles.zh, permission: permissions.zh },
  en: { role: roles.en, permission: permissions.en },
} as const;
