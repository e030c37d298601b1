/** The exports screen (`admin.exports.*`), in both languages. */
export const exportsMessages = {
  zh: {
    nav: '数据导出',
    heading: '数据导出',
    intro:
      '下载某一届赛事的数据，CSV（UTF-8，Excel 可直接打开）或 Excel（xlsx）。每份文件都含有跑者的个人信息：每次下载都会以您的名字记入操作记录，请妥善保管，用后删除。',
    year: '赛事年份',
    raceItem: '参赛项目',
    allItems: '全部项目',
    show: '选择',
    csv: '下载 CSV',
    xlsx: '下载 Excel（xlsx）',
    downloaded: '已下载 {{file}}',
    allItemsOnly: '起跑名单总是包含全部项目。',
    errors: { year: '请输入 2000–2100 之间的年份' },
    registrations: {
      title: '报名名单',
      description:
        '该届全部报名：报名号、项目、姓名、证件号（已遮蔽）、状态、号码布、起跑区、缴费状态与金额。',
    },
    mailingList: {
      title: '通知名单',
      description: '留有邮箱或手机号的报名者，用于组委会通知；已退订组委会群发消息的报名者不在其中。',
    },
    startList: {
      title: '起跑名单',
      description: '已分配号码布的跑者（不含证件号码），交给计时公司。',
    },
    participants: {
      title: '每日参赛者备份（应急）',
      description:
        '所有可以参赛的跑者（已确认参赛）：号码布、项目、姓名、证件类型与遮蔽证件号、本人手机、紧急联系人及电话、血型、健康备注、领物时间。每天下载一份离线保存：比赛日网站无法访问时，赛事总监和医疗组凭它找人、核对身份、联系家属。',
    },
    results: {
      title: '比赛成绩',
      description: '该届成绩：名次、号码布、姓名、枪声与净计时、性别和年龄组名次、完赛状态。',
    },
  },
  en: {
    nav: 'Exports',
    heading: 'Exports',
    intro:
      'Download an edition’s data as CSV (UTF-8, opens in Excel as it is) or Excel (xlsx). Every file holds runners’ personal data: each download is recorded in the audit trail under your name. Keep the files safe and delete them after use.',
    year: 'Edition (year)',
    raceItem: 'Race item',
    allItems: 'All race items',
    show: 'Choose',
    csv: 'Download CSV',
    xlsx: 'Download Excel (xlsx)',
    downloaded: 'Downloaded {{file}}',
    allItemsOnly: 'The start list always holds every race item.',
    errors: { year: 'Enter a year from 2000 to 2100' },
    registrations: {
      title: 'Registrations',
      description:
        'Every entry of the edition: registration number, race item, name, masked ID number, status, bib, corral, payment state and amounts.',
    },
    mailingList: {
      title: 'Mailing list',
      description:
        'Registrants who gave an e-mail or a phone, for the organisers’ messages; those who opted out of the organisers’ messages are left out.',
    },
    startList: {
      title: 'Start list',
      description: 'Runners with a bib (no ID numbers), for the timing company.',
    },
    participants: {
      title: 'Daily participant file (disaster recovery)',
      description:
        'Everyone who may start (confirmed entries): bib, race item, name, ID type and masked ID number, own phone, emergency contact and phone, blood type, health notes, kit pickup time. Download one each day and keep it offline: if the site is down on race day, the race director and the medics find runners, check who they are and call their families with it.',
    },
    results: {
      title: 'Results',
      description:
        'The edition’s results: rank, bib, name, gun and chip time, gender and age-group ranks, finish status.',
    },
  },
} as const;
